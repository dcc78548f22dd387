#include "check.h"
// Device printf reaches stdout when the kernel's work is done, before the host prints again.
__global__ void say(int round) {
    if (threadIdx.x == 0) printf("device round %d block %d\n", round, blockIdx.x);
}
int main() {
    for (int round = 0; round < 3; round++) {
        std::printf("host round %d\n", round);
        std::fflush(stdout);
        say<<<2, 32>>>(round);
        CHECK(cudaDeviceSynchronize());
    }
    return report(true, "device printf");  // the test checks the order of the lines
}
