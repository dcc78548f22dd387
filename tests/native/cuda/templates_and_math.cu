#include "check.h"
#include <cmath>
template <typename T> __device__ T polynomial(T x) { return T(3) * x * x - T(2) * x + T(1); }
template <typename T> __global__ void apply(const T *in, T *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = polynomial(in[i]) + sqrt(in[i]) + sin(in[i]) * exp(-in[i]);
}
template <typename T> bool run(const char *name) {
    const int n = 5000;
    T *in = new T[n], *out = new T[n], *din, *dout;
    for (int i = 0; i < n; i++) in[i] = T(i) / n;
    CHECK(cudaMalloc(&din, n * sizeof(T)));
    CHECK(cudaMalloc(&dout, n * sizeof(T)));
    CHECK(cudaMemcpy(din, in, n * sizeof(T), cudaMemcpyHostToDevice));
    apply<T><<<(n + 127) / 128, 128>>>(din, dout, n);
    CHECK(cudaMemcpy(out, dout, n * sizeof(T), cudaMemcpyDeviceToHost));
    double worst = 0;
    for (int i = 0; i < n; i++) {
        double x = in[i], want = 3 * x * x - 2 * x + 1 + std::sqrt(x) + std::sin(x) * std::exp(-x);
        worst = std::fmax(worst, std::fabs(out[i] - want));
    }
    std::printf("%s: worst error %g\n", name, worst);
    return worst < (sizeof(T) == 4 ? 1e-5 : 1e-12);
}
int main() {
    bool ok = run<float>("float") && run<double>("double");
    return report(ok, "templates, float and double math");
}
