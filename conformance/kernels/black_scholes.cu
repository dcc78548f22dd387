// Black-Scholes European call and put prices, in f32 (expf, logf, sqrtf, erff) and in f64
// (exp, log, sqrt, erf). N(x) = 0.5 * (1 + erf(x / sqrt(2))).
extern "C" __global__ void black_scholes_f32(const float* S, const float* K, const float* T, float r, float sigma,
                                             float* call, float* put, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float s = S[i], k = K[i], t = T[i];
  float sq = sqrtf(t);
  float d1 = (logf(s / k) + (r + 0.5f * sigma * sigma) * t) / (sigma * sq);
  float d2 = d1 - sigma * sq;
  const float rs2 = 0.70710678118654752f;
  float nd1 = 0.5f * (1.0f + erff(d1 * rs2));
  float nd2 = 0.5f * (1.0f + erff(d2 * rs2));
  float disc = k * expf(-r * t);
  call[i] = s * nd1 - disc * nd2;
  put[i] = disc * (1.0f - nd2) - s * (1.0f - nd1);
}
extern "C" __global__ void black_scholes_f64(const double* S, const double* K, const double* T, double r,
                                             double sigma, double* call, double* put, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double s = S[i], k = K[i], t = T[i];
  double sq = sqrt(t);
  double d1 = (log(s / k) + (r + 0.5 * sigma * sigma) * t) / (sigma * sq);
  double d2 = d1 - sigma * sq;
  const double rs2 = 0.70710678118654752440;
  double nd1 = 0.5 * (1.0 + erf(d1 * rs2));
  double nd2 = 0.5 * (1.0 + erf(d2 * rs2));
  double disc = k * exp(-r * t);
  call[i] = s * nd1 - disc * nd2;
  put[i] = disc * (1.0 - nd2) - s * (1.0 - nd1);
}
