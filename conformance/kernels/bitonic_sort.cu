// One compare-exchange step (j, k) of a bitonic sort of 2^m unsigned keys in global memory;
// the host launches it for every k = 2..n and j = k/2..1 (many launches).
extern "C" __global__ void bitonic_step(unsigned int* keys, int j, int k) {
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int partner = i ^ j;
  if (partner > i) {
    unsigned int a = keys[i], b = keys[partner];
    bool ascending = (i & k) == 0;
    if ((a > b) == ascending) {
      keys[i] = b;
      keys[partner] = a;
    }
  }
}
