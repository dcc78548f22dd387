// Device-side malloc and free: blocks that live across launches, freed by a later launch, and
// a loop of malloc and free that needs freed blocks to be reused.
#define ID (blockIdx.x * blockDim.x + threadIdx.x)

// Each thread allocates n ints (NULL where the heap is exhausted) and fills them.
extern "C" __global__ void alloc_and_fill(int** ptrs, int n) {
  int* p = (int*)malloc(n * sizeof(int));
  if (p)
    for (int k = 0; k < n; k++) p[k] = ID * 1000 + k;
  ptrs[ID] = p;
}

// Another launch reads what the first wrote, then frees it (free(NULL) does nothing).
extern "C" __global__ void check_and_free(int** ptrs, int n, int* ok) {
  int* p = ptrs[ID];
  int good = p != 0 && ((unsigned long long)p % 16) == 0;
  for (int k = 0; p && k < n; k++) good &= p[k] == (int)(ID * 1000 + k);
  free(p);
  ok[ID] = good;
}

// Allocate and free in a loop: without reuse of freed blocks the heap would run out.
extern "C" __global__ void churn(int* out, int rounds) {
  int size = 64 + (ID % 4) * 100;
  for (int r = 0; r < rounds; r++) {
    char* p = (char*)malloc(size);
    if (!p) { out[ID] = -1 - r; return; }
    for (int k = 0; k < size; k++) p[k] = (char)(ID + r + k);
    for (int k = 0; k < size; k++)
      if (p[k] != (char)(ID + r + k)) { out[ID] = -100000; free(p); return; }
    free(p);
  }
  out[ID] = 1;
}
