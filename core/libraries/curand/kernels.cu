// zluda's cuRAND: the generation kernels of the host API, compiled to PTX by
// scripts/gen_curand_ptx.py (kernels.ptx, committed) and run on the generator's device like any
// program's kernels. Written from the published algorithms and cuRAND's documentation:
//
// - XORWOW: Marsaglia, "Xorshift RNGs" (JSS 8(14), 2003), the xorwow formula with a Weyl
//   sequence, seeded as curand_init documents (the seed's two halves salted and mixed).
// - MRG32k3a: L'Ecuyer, "Good parameters and implementations for combined multiple recursive
//   random number generators" (1999): two recursions of order 3, moduli 2^32 - 209 and
//   2^32 - 22853.
// - Philox4x32-10: Salmon et al., "Parallel random numbers: as easy as 1, 2, 3" (SC11).
// - MTGP32 and MT19937, the Sobol generators: in their own sections below.
//
// How the host API lays the generator's streams out in the output (which thread makes which
// output) is zluda.libraries.curand.layouts' to say; each kernel here takes that plan:
//
// - XORWOW and MRG32k3a keep T thread states (one subsequence each, prepared on the host).
//   A call makes `units` units; unit j comes from thread (first + j) % T, which takes the next
//   values of its own stream for it (Unit<DIST>::values of XORWOW's). Work-item t runs thread
//   t, and stores its state back.
// - Philox is counter-based: every output is computed from its position alone.
//
// Distributions: the 32 bits, uniform float and double, normal float and double, log-normal
// float and double, and Poisson, a kernel for each (GENERATOR_bits, GENERATOR_uniform_double,
// ..., GENERATOR_poisson). The normal ones come in pairs (Box-Muller): one unit makes two
// outputs.

#define DIST_BITS 0
#define DIST_UNIFORM 1
#define DIST_UNIFORM_DOUBLE 2
#define DIST_NORMAL 3
#define DIST_NORMAL_DOUBLE 4
#define DIST_LOG_NORMAL 5
#define DIST_LOG_NORMAL_DOUBLE 6
#define DIST_POISSON 8
#define POISSON_TABLE 0
#define POISSON_INVERSION 1
#define POISSON_NORMAL 2

#define TWO_POW32_INV 2.3283064e-10f
#define TWO_POW32_INV_2PI (2.3283064e-10f * 6.2831855f)
#define TWO_POW53_INV 1.1102230246251565e-16
#define TWO_POW32_INV_DOUBLE 2.3283064365386963e-10
#define MRG_NORM 2.3283065498378288e-10
#define MRG_BITS_NORM 1.000000048662
#define TWO_PI_FLOAT 6.2831855f

typedef unsigned int u32;
typedef unsigned long long u64;

struct Params {  // of the normal distributions, and of the Poisson distribution
    float mean, stddev;
    double mean_double, stddev_double;
    double lambda;
    const double *table;  // the square histogram (POISSON_TABLE): `length` V, then `length` K
    u32 length, shift;    // of the table: its columns, and the value of its first
    u32 method;           // POISSON_TABLE, POISSON_INVERSION or POISSON_NORMAL
};

// -- distributions of raw values ----------------------------------------------------------------

__device__ __forceinline__ float uniform_of(u32 x) {
    return __fadd_rn(__fmul_rn((float)x, TWO_POW32_INV), TWO_POW32_INV / 2.0f);
}

__device__ __forceinline__ double uniform_double_of(u32 x, u32 y) {
    u64 z = (u64)x ^ ((u64)y << (53 - 32));
    return __dadd_rn(__dmul_rn((double)z, TWO_POW53_INV), TWO_POW53_INV / 2.0);
}

// Box-Muller from two 32-bit values: (sin, cos) parts
__device__ __forceinline__ float2 box_muller(u32 x, u32 y) {
    float u = uniform_of(x);
    float v = __fadd_rn(__fmul_rn((float)y, TWO_POW32_INV_2PI), TWO_POW32_INV_2PI / 2.0f);
    float s = sqrtf(-2.0f * logf(u));
    float2 r;
    sincosf(v, &r.x, &r.y);
    r.x = __fmul_rn(r.x, s);
    r.y = __fmul_rn(r.y, s);
    return r;
}

// Box-Muller from four 32-bit values, in double
__device__ __forceinline__ double2 box_muller_double(u32 x0, u32 x1, u32 y0, u32 y1) {
    double u = uniform_double_of(x0, x1);
    u64 zy = (u64)y0 ^ ((u64)y1 << (53 - 32));
    double v = __dadd_rn(__dmul_rn((double)zy, TWO_POW53_INV * 2.0), TWO_POW53_INV);
    double s = sqrt(-2.0 * log(u));
    double2 r;
    sincospi(v, &r.x, &r.y);
    r.x = __dmul_rn(r.x, s);
    r.y = __dmul_rn(r.y, s);
    return r;
}

// Box-Muller of MRG32k3a's two uniforms (its float and double forms)
__device__ __forceinline__ float2 box_muller_mrg(double a, double b) {
    float x = (float)__dmul_rn(a, MRG_NORM);
    float y = __fmul_rn((float)__dmul_rn(b, MRG_NORM), TWO_PI_FLOAT);
    float s = sqrtf(-2.0f * logf(x));
    float2 r;
    sincosf(y, &r.x, &r.y);
    r.x = __fmul_rn(r.x, s);
    r.y = __fmul_rn(r.y, s);
    return r;
}

__device__ __forceinline__ double2 box_muller_mrg_double(double a, double b) {
    double x = __dmul_rn(a, MRG_NORM);
    double y = __dmul_rn(__dmul_rn(b, MRG_NORM), 2.0);
    double s = sqrt(-2.0 * log(x));
    double2 r;
    sincospi(y, &r.x, &r.y);
    r.x = __dmul_rn(r.x, s);
    r.y = __dmul_rn(r.y, s);
    return r;
}

__device__ __forceinline__ float scaled(float z, const Params &p, bool log_normal) {
    float value = __fadd_rn(p.mean, __fmul_rn(p.stddev, z));
    return log_normal ? expf(value) : value;
}

__device__ __forceinline__ double scaled_double(double z, const Params &p, bool log_normal) {
    double value = __dadd_rn(p.mean_double, __dmul_rn(p.stddev_double, z));
    return log_normal ? exp(value) : value;
}

// -- one value's uniforms (MTGP32 and the Sobol generators: a 64-bit point by its upper bits) ---

__device__ __forceinline__ u32 sobol_word(u32 x) { return x; }
__device__ __forceinline__ u32 sobol_word(u64 x) { return (u32)(x >> 32); }
__device__ __forceinline__ float sobol_uniform(u32 x) { return uniform_of(x); }
__device__ __forceinline__ float sobol_uniform(u64 x) { return uniform_of((u32)(x >> 32)); }
__device__ __forceinline__ double sobol_uniform_double(u32 x) {
    return __dadd_rn(__dmul_rn((double)x, TWO_POW32_INV_DOUBLE), TWO_POW32_INV_DOUBLE);
}
__device__ __forceinline__ double sobol_uniform_double(u64 x) {
    return __dadd_rn(__dmul_rn((double)(x >> 11), TWO_POW53_INV), TWO_POW53_INV / 2.0);
}
// the probability whose normal quantile a double normal value is: a 32-bit point's is centred
// in its 2^-32 interval (its uniform double is not), a 64-bit point's is its uniform double
__device__ __forceinline__ double sobol_normal_p(u32 x) {
    return __dadd_rn(__dmul_rn((double)x, TWO_POW32_INV_DOUBLE), TWO_POW32_INV_DOUBLE / 2.0);
}
__device__ __forceinline__ double sobol_normal_p(u64 x) { return sobol_uniform_double(x); }

// -- Poisson (zluda.libraries.curand.poisson chooses the method per generator and lambda) -------
// A small lambda through Marsaglia, Tsang and Wang's square histogram of its probabilities (u in
// (0, 1], column floor(length u): its own value below V, else its alias K); a middle one by
// inversion of the centred u (Fishman's ITR, in steps of e^-500 against underflow); a large one
// by the normal approximation, rounded to nearest.

__device__ __forceinline__ u32 poisson_table(u32 x, const Params &p) {
    double u = sobol_uniform_double(x);  // x 2^-32 + 2^-32
    u32 j = (u32)floor(p.length * u);
    if (j >= p.length)
        j = p.length - 1;  // u = 1
    const u32 *alias = (const u32 *)(p.table + p.length);
    return p.shift + (u < p.table[j] ? j : alias[j]);
}

__device__ __forceinline__ u32 poisson_of_normal(double z, const Params &p) {
    return (u32)__dadd_rn(__dadd_rn(__dmul_rn(sqrt(p.lambda), z), p.lambda), 0.5);
}

// from one 32-bit value (MTGP32 and the Sobol generators: any of the three methods)
__device__ __forceinline__ u32 poisson_of(u32 x, const Params &p) {
    if (p.method == POISSON_TABLE)
        return poisson_table(x, p);
    double u = sobol_normal_p(x);  // x 2^-32 + 2^-33
    if (p.method == POISSON_NORMAL)
        return poisson_of_normal(normcdfinv(u), p);
    double probability = 1.0, cumulative = 1.0, step;
    u32 k = 0;
    int done = 0;
    do {
        step = p.lambda > (double)(done + 500) ? exp(-500.0) : exp((double)done - p.lambda);
        probability = __dmul_rn(probability, step);
        cumulative = __dmul_rn(cumulative, step);
        done += 500;
        while (u > cumulative) {
            k++;
            probability = __dmul_rn(probability, __ddiv_rn(p.lambda, (double)k));
            cumulative = __dadd_rn(cumulative, probability);
        }
    } while ((double)done < p.lambda);
    return k;
}

// Writes unit j's outputs from 32-bit values w[0..c-1] (XORWOW and Philox).
template <int DIST>
__device__ __forceinline__ void store_unit(void *out, u64 j, const u32 *w, const Params &p) {
    switch (DIST) {
    case DIST_BITS:
        ((u32 *)out)[j] = w[0];
        break;
    case DIST_UNIFORM:
        ((float *)out)[j] = uniform_of(w[0]);
        break;
    case DIST_POISSON:  // POISSON_TABLE (the normal method is the generators' own)
        ((u32 *)out)[j] = poisson_table(w[0], p);
        break;
    case DIST_UNIFORM_DOUBLE:
        ((double *)out)[j] = uniform_double_of(w[0], w[1]);
        break;
    case DIST_NORMAL:
    case DIST_LOG_NORMAL: {
        float2 z = box_muller(w[0], w[1]);
        bool log_normal = DIST == DIST_LOG_NORMAL;
        ((float *)out)[2 * j] = scaled(z.x, p, log_normal);
        ((float *)out)[2 * j + 1] = scaled(z.y, p, log_normal);
        break;
    }
    default: {  // DIST_NORMAL_DOUBLE, DIST_LOG_NORMAL_DOUBLE
        double2 z = box_muller_double(w[0], w[1], w[2], w[3]);
        bool log_normal = DIST == DIST_LOG_NORMAL_DOUBLE;
        ((double *)out)[2 * j] = scaled_double(z.x, p, log_normal);
        ((double *)out)[2 * j + 1] = scaled_double(z.y, p, log_normal);
    }
    }
}

// values per unit of each distribution, for XORWOW and Philox's words
template <int DIST> struct Unit { static const int values = 1; };
template <> struct Unit<DIST_UNIFORM_DOUBLE> { static const int values = 2; };
template <> struct Unit<DIST_NORMAL> { static const int values = 2; };
template <> struct Unit<DIST_LOG_NORMAL> { static const int values = 2; };
template <> struct Unit<DIST_NORMAL_DOUBLE> { static const int values = 4; };
template <> struct Unit<DIST_LOG_NORMAL_DOUBLE> { static const int values = 4; };

// One kernel per generator and distribution: NAME_bits, NAME_uniform, ... (extern "C" names)
#define FOR_EACH_DISTRIBUTION(KERNEL, NAME)                                                     \
    KERNEL(NAME##_bits, DIST_BITS)                                                             \
    KERNEL(NAME##_uniform, DIST_UNIFORM)                                                       \
    KERNEL(NAME##_uniform_double, DIST_UNIFORM_DOUBLE)                                         \
    KERNEL(NAME##_normal, DIST_NORMAL)                                                         \
    KERNEL(NAME##_normal_double, DIST_NORMAL_DOUBLE)                                           \
    KERNEL(NAME##_log_normal, DIST_LOG_NORMAL)                                                 \
    KERNEL(NAME##_log_normal_double, DIST_LOG_NORMAL_DOUBLE)

// -- XORWOW ------------------------------------------------------------------------------------

struct XorwowState {
    u32 d, v[5];
};

__device__ __forceinline__ u32 xorwow_next(XorwowState &s) {
    u32 t = s.v[0] ^ (s.v[0] >> 2);
    s.v[0] = s.v[1];
    s.v[1] = s.v[2];
    s.v[2] = s.v[3];
    s.v[3] = s.v[4];
    s.v[4] = (s.v[4] ^ (s.v[4] << 4)) ^ (t ^ (t << 1));
    s.d += 362437;
    return s.v[4] + s.d;
}

template <int DIST>
__device__ __forceinline__ void xorwow_generate(XorwowState *states, u32 threads, u32 first,
                                                u64 units, void *out, const Params &p) {
    u32 t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= threads)
        return;
    XorwowState s = states[t];
    u32 w[4];
    for (u64 j = (t + threads - first) % threads; j < units; j += threads) {
        for (int i = 0; i < Unit<DIST>::values; i++)
            w[i] = xorwow_next(s);
        store_unit<DIST>(out, j, w, p);
    }
    states[t] = s;
}

#define XORWOW_KERNEL(NAME, DIST)                                                              \
    extern "C" __global__ void NAME(XorwowState *states, u32 threads, u32 first, u64 units,   \
                                    void *out, Params p) {                                     \
        xorwow_generate<DIST>(states, threads, first, units, out, p);                          \
    }
FOR_EACH_DISTRIBUTION(XORWOW_KERNEL, xorwow)

// Poisson: one value per output through the table, or (POISSON_NORMAL) each thread's normal
// floats, the second of a Box-Muller pair kept for the thread's next Poisson output, in this
// call or a later one (as curand_normal keeps it in the state)
struct Kept {
    u32 have;
    float second;
};

extern "C" __global__ void xorwow_poisson(XorwowState *states, Kept *kept, u32 threads, u32 first,
                                          u64 units, void *out, Params p) {
    u32 t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= threads)
        return;
    XorwowState s = states[t];
    bool have = kept[t].have;
    float second = kept[t].second;
    for (u64 j = (t + threads - first) % threads; j < units; j += threads) {
        if (p.method == POISSON_TABLE) {
            ((u32 *)out)[j] = poisson_table(xorwow_next(s), p);
        } else if (have) {
            ((u32 *)out)[j] = poisson_of_normal(second, p);
            have = false;
        } else {
            u32 x = xorwow_next(s);
            float2 z = box_muller(x, xorwow_next(s));
            ((u32 *)out)[j] = poisson_of_normal(z.x, p);
            second = z.y;
            have = true;
        }
    }
    states[t] = s;
    kept[t].have = have;
    kept[t].second = second;
}

// -- MRG32k3a ------------------------------------------------------------------------------------

struct MrgState {
    u32 s1[3], s2[3];
};

#define MRG_M1 4294967087ULL
#define MRG_M2 4294944443ULL

// x mod m for m = 2^32 - c, x < 2^55: the high word folds in as c times it (2^32 = c, mod m)
template <u64 C, int ROUNDS>
__device__ __forceinline__ u64 reduce(u64 x) {
    for (int i = 0; i < ROUNDS; i++)
        x = (x >> 32) * C + (x & 0xFFFFFFFFULL);
    return x >= (1ULL << 32) - C ? x - ((1ULL << 32) - C) : x;
}

// The next value of the combined recursion, in [1, m1] (exact: every product fits in 64 bits)
__device__ __forceinline__ double mrg_next(MrgState &s) {
    u64 p1 = reduce<209, 2>(1403580ULL * s.s1[1] + 810728ULL * (MRG_M1 - s.s1[0]));
    s.s1[0] = s.s1[1];
    s.s1[1] = s.s1[2];
    s.s1[2] = (u32)p1;
    u64 p2 = reduce<22853, 3>(527612ULL * s.s2[2] + 1370589ULL * (MRG_M2 - s.s2[0]));
    s.s2[0] = s.s2[1];
    s.s2[1] = s.s2[2];
    s.s2[2] = (u32)p2;
    return p1 > p2 ? (double)(p1 - p2) : (double)(p1 + MRG_M1 - p2);
}

template <int DIST>
__device__ __forceinline__ void mrg32k3a_generate(MrgState *states, u32 threads, u32 first,
                                                  u64 units, void *out, const Params &p) {
    u32 t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= threads)
        return;
    MrgState s = states[t];
    for (u64 j = (t + threads - first) % threads; j < units; j += threads) {
        double a = mrg_next(s);
        switch (DIST) {
        case DIST_BITS:
            ((u32 *)out)[j] = (u32)__dmul_rn(a, MRG_BITS_NORM);
            break;
        case DIST_UNIFORM:
            ((float *)out)[j] = (float)__dmul_rn(a, MRG_NORM);
            break;
        case DIST_UNIFORM_DOUBLE:
            ((double *)out)[j] = __dmul_rn(a, MRG_NORM);
            break;
        case DIST_NORMAL:
        case DIST_LOG_NORMAL: {
            float2 z = box_muller_mrg(a, mrg_next(s));
            bool log_normal = DIST == DIST_LOG_NORMAL;
            ((float *)out)[2 * j] = scaled(z.x, p, log_normal);
            ((float *)out)[2 * j + 1] = scaled(z.y, p, log_normal);
            break;
        }
        default: {
            double2 z = box_muller_mrg_double(a, mrg_next(s));
            bool log_normal = DIST == DIST_LOG_NORMAL_DOUBLE;
            ((double *)out)[2 * j] = scaled_double(z.x, p, log_normal);
            ((double *)out)[2 * j + 1] = scaled_double(z.y, p, log_normal);
        }
        }
    }
    states[t] = s;
}

#define MRG32K3A_KERNEL(NAME, DIST)                                                            \
    extern "C" __global__ void NAME(MrgState *states, u32 threads, u32 first, u64 units,      \
                                    void *out, Params p) {                                     \
        mrg32k3a_generate<DIST>(states, threads, first, units, out, p);                        \
    }
FOR_EACH_DISTRIBUTION(MRG32K3A_KERNEL, mrg32k3a)

// Poisson: as XORWOW's, from MRG32k3a's 32-bit values and Box-Muller pairs
extern "C" __global__ void mrg32k3a_poisson(MrgState *states, Kept *kept, u32 threads,
                                            u32 first, u64 units,
                                            void *out, Params p) {
    u32 t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= threads)
        return;
    MrgState s = states[t];
    bool have = kept[t].have;
    float second = kept[t].second;
    for (u64 j = (t + threads - first) % threads; j < units; j += threads) {
        if (p.method == POISSON_TABLE) {
            ((u32 *)out)[j] = poisson_table((u32)__dmul_rn(mrg_next(s), MRG_BITS_NORM), p);
        } else if (have) {
            ((u32 *)out)[j] = poisson_of_normal(second, p);
            have = false;
        } else {
            double a = mrg_next(s);
            float2 z = box_muller_mrg(a, mrg_next(s));
            ((u32 *)out)[j] = poisson_of_normal(z.x, p);
            second = z.y;
            have = true;
        }
    }
    states[t] = s;
    kept[t].have = have;
    kept[t].second = second;
}

// -- Philox4x32-10 -------------------------------------------------------------------------------

__device__ __forceinline__ uint4 philox(uint4 c, u32 k0, u32 k1) {
#pragma unroll
    for (int r = 0; r < 10; r++) {
        u64 p0 = (u64)0xD2511F53u * c.x;
        u64 p1 = (u64)0xCD9E8D57u * c.z;
        c = make_uint4((u32)(p1 >> 32) ^ c.y ^ k0, (u32)p1, (u32)(p0 >> 32) ^ c.w ^ k1, (u32)p0);
        k0 += 0x9E3779B9u;
        k1 += 0xBB67AE85u;
    }
    return c;
}

// Block `counter` of subsequence `sub` (curand_init's subsequence: the counter's upper half)
__device__ __forceinline__ uint4 philox_block(u64 seed, u64 sub, u64 counter) {
    return philox(make_uint4((u32)counter, (u32)(counter >> 32), (u32)sub, (u32)(sub >> 32)),
                  (u32)seed, (u32)(seed >> 32));
}

// a normal float (DIST_NORMAL, DIST_LOG_NORMAL) or a Poisson value made from one (POISSON_NORMAL)
template <int DIST>
__device__ __forceinline__ void philox_store_normal(void *out, u64 q, float z, const Params &p) {
    if (DIST == DIST_POISSON)
        ((u32 *)out)[q] = poisson_of_normal(z, p);
    else
        ((float *)out)[q] = scaled(z, p, DIST == DIST_LOG_NORMAL);
}

// The word stream: word q of the output is word `offset + q` of the interleaved stream (block
// b = word / 4 is block b / threads of subsequence b % threads). A work-item makes one block:
// its 32-bit values, uniforms, or (normal) the Box-Muller pairs of its two word pairs, each
// output taking its word's part of its pair (an offset may start inside a pair).
template <int DIST>
__device__ __forceinline__ void philox_words(u64 seed, u64 threads, u64 offset, u64 n, void *out,
                                             const Params &p) {
    u64 first = offset / 4, last = (offset + n + 3) / 4;
    for (u64 b = first + blockIdx.x * (u64)blockDim.x + threadIdx.x; b < last;
         b += (u64)gridDim.x * blockDim.x) {
        uint4 r = philox_block(seed, b % threads, b / threads);
        u32 w[4] = {r.x, r.y, r.z, r.w};
        if (DIST == DIST_BITS || DIST == DIST_UNIFORM ||
            (DIST == DIST_POISSON && p.method == POISSON_TABLE)) {
            for (int i = 0; i < 4; i++) {
                u64 word = b * 4 + i;
                if (word >= offset && word < offset + n)
                    store_unit<DIST>(out, word - offset, w + i, p);
            }
        } else {  // normal floats: words 2k and 2k + 1 are the sine and cosine of a pair
            for (int i = 0; i < 4; i += 2) {
                float2 z = box_muller(w[i], w[i + 1]);
                u64 word = b * 4 + i;
                if (word >= offset && word < offset + n)
                    philox_store_normal<DIST>(out, word - offset, z.x, p);
                if (word + 1 >= offset && word + 1 < offset + n)
                    philox_store_normal<DIST>(out, word + 1 - offset, z.y, p);
            }
        }
    }
}

// The double stream: output q is double `start + q`; double D is part k = D % 4 of its thread's
// group of four, which comes from blocks 2r and 2r + 1 of subsequence (D / 4) % threads,
// r = D / (4 threads): uniform doubles two per block, normal doubles one pair per block.
template <int DIST>
__device__ __forceinline__ void philox_doubles(u64 seed, u64 threads, u64 start, u64 n, void *out,
                                               const Params &p) {
    u64 first = start / 2, last = (start + n + 1) / 2;  // half-groups: one block each
    for (u64 h = first + blockIdx.x * (u64)blockDim.x + threadIdx.x; h < last;
         h += (u64)gridDim.x * blockDim.x) {
        u64 group = h / 2, sub = group % threads, round = group / threads;
        uint4 r = philox_block(seed, sub, 2 * round + h % 2);
        u32 w[4] = {r.x, r.y, r.z, r.w};
        for (int i = 0; i < 2; i++) {
            u64 d = h * 2 + i;
            if (d < start || d >= start + n)
                continue;
            if (DIST == DIST_UNIFORM_DOUBLE) {
                ((double *)out)[d - start] = uniform_double_of(w[2 * i], w[2 * i + 1]);
            } else {
                double2 z = box_muller_double(w[0], w[1], w[2], w[3]);
                bool log_normal = DIST == DIST_LOG_NORMAL_DOUBLE;
                ((double *)out)[d - start] = scaled_double(i == 0 ? z.x : z.y, p, log_normal);
            }
        }
    }
}

// Philox's kernels: the word stream's for 32 bits and floats, the double stream's for doubles
#define PHILOX_KERNEL(NAME, DIST, BODY)                                                        \
    extern "C" __global__ void NAME(u64 seed, u64 threads, u64 start, u64 n, void *out,       \
                                    Params p) {                                                \
        BODY<DIST>(seed, threads, start, n, out, p);                                           \
    }
PHILOX_KERNEL(philox_bits, DIST_BITS, philox_words)
PHILOX_KERNEL(philox_uniform, DIST_UNIFORM, philox_words)
PHILOX_KERNEL(philox_normal, DIST_NORMAL, philox_words)
PHILOX_KERNEL(philox_log_normal, DIST_LOG_NORMAL, philox_words)
PHILOX_KERNEL(philox_poisson, DIST_POISSON, philox_words)
PHILOX_KERNEL(philox_uniform_double, DIST_UNIFORM_DOUBLE, philox_doubles)
PHILOX_KERNEL(philox_normal_double, DIST_NORMAL_DOUBLE, philox_doubles)
PHILOX_KERNEL(philox_log_normal_double, DIST_LOG_NORMAL_DOUBLE, philox_doubles)

// -- Sobol (quasirandom) -------------------------------------------------------------------------
//
// Bratley and Fox, "Algorithm 659: Implementing Sobol's quasirandom sequence generator" (1988),
// with Antonov and Saleev's Gray-code ordering: point i of dimension d is the XOR of the
// dimension's direction numbers v[d][b] for the bits b set in gray(i) = i ^ (i >> 1) (point 0
// is 0). The direction numbers are Joe and Kuo's (zluda.libraries.curand.sobol). The output is
// dimension by dimension: `count` points of dimension 0, then of dimension 1, ...; work-item q
// makes output q. Uniform, normal (the inverse of the normal CDF) and log-normal values are
// made from each point as cuRAND's documentation gives them for its Sobol generators.

template <typename T>
__device__ __forceinline__ T sobol_point(const T *directions, u64 index) {
    u64 gray = index ^ (index >> 1);
    T x = 0;
    for (int b = 0; gray; b++, gray >>= 1)
        if (gray & 1)
            x ^= directions[b];
    return x;
}

// (a scrambled generator's point: its dimension's scramble constant xored in; `scramble` is
// NULL for the plain generators)
template <typename T, int DIST>
__device__ __forceinline__ void sobol(const T *directions, const T *scramble, u32 bits,
                                      u64 count, u64 first, u64 n, void *out, const Params &p) {
    for (u64 q = blockIdx.x * (u64)blockDim.x + threadIdx.x; q < n;
         q += (u64)gridDim.x * blockDim.x) {
        u64 dim = q / count, i = first + q % count;
        T x = sobol_point(directions + dim * bits, i);
        if (scramble)
            x ^= scramble[dim];
        switch (DIST) {
        case DIST_BITS:
            ((T *)out)[q] = x;
            break;
        case DIST_UNIFORM:
            ((float *)out)[q] = sobol_uniform(x);
            break;
        case DIST_UNIFORM_DOUBLE:
            ((double *)out)[q] = sobol_uniform_double(x);
            break;
        case DIST_POISSON:
            ((u32 *)out)[q] = poisson_of(sobol_word(x), p);
            break;
        case DIST_NORMAL:
        case DIST_LOG_NORMAL:
            ((float *)out)[q] = scaled(normcdfinvf(sobol_uniform(x)), p,
                                       DIST == DIST_LOG_NORMAL);
            break;
        default:  // DIST_NORMAL_DOUBLE, DIST_LOG_NORMAL_DOUBLE
            ((double *)out)[q] = scaled_double(normcdfinv(sobol_normal_p(x)), p,
                                               DIST == DIST_LOG_NORMAL_DOUBLE);
        }
    }
}

#define SOBOL_KERNEL(NAME, T, DIST)                                                            \
    extern "C" __global__ void NAME(const T *directions, const T *scramble, u32 bits,         \
                                    u64 count, u64 first, u64 n, void *out, Params p) {       \
        sobol<T, DIST>(directions, scramble, bits, count, first, n, out, p);                   \
    }
SOBOL_KERNEL(sobol32_bits, u32, DIST_BITS)
SOBOL_KERNEL(sobol32_uniform, u32, DIST_UNIFORM)
SOBOL_KERNEL(sobol32_uniform_double, u32, DIST_UNIFORM_DOUBLE)
SOBOL_KERNEL(sobol32_normal, u32, DIST_NORMAL)
SOBOL_KERNEL(sobol32_normal_double, u32, DIST_NORMAL_DOUBLE)
SOBOL_KERNEL(sobol32_log_normal, u32, DIST_LOG_NORMAL)
SOBOL_KERNEL(sobol32_log_normal_double, u32, DIST_LOG_NORMAL_DOUBLE)
SOBOL_KERNEL(sobol32_poisson, u32, DIST_POISSON)
SOBOL_KERNEL(sobol64_bits, u64, DIST_BITS)
SOBOL_KERNEL(sobol64_uniform, u64, DIST_UNIFORM)
SOBOL_KERNEL(sobol64_uniform_double, u64, DIST_UNIFORM_DOUBLE)
SOBOL_KERNEL(sobol64_normal, u64, DIST_NORMAL)
SOBOL_KERNEL(sobol64_normal_double, u64, DIST_NORMAL_DOUBLE)
SOBOL_KERNEL(sobol64_log_normal, u64, DIST_LOG_NORMAL)
SOBOL_KERNEL(sobol64_log_normal_double, u64, DIST_LOG_NORMAL_DOUBLE)
SOBOL_KERNEL(sobol64_poisson, u64, DIST_POISSON)

// -- MTGP32 -------------------------------------------------------------------------------------
// Saito and Matsumoto's MTGP ("Variants of Mersenne Twister suitable for graphic processors",
// ACM TOMS 39(2), 2013) of Mersenne exponent 11213, as cuRAND runs it: block b runs the MTGP of
// parameter set b over a ring of 1024 words in shared memory (the 351 words of its state and
// the words it makes), its 256 threads making 256 consecutive values of its sequence a round.
// The output interleaves the blocks' rounds: round r of block b is outputs (r B + b) 256 to
// (r B + b) 256 + 255. A call makes the rounds from `first_round` to the one of its last output;
// a round made before (the last of an earlier call, which that call did not use whole) is read
// back from `saved`, where every block keeps the values of the last round it made. Each output
// is one value: its 32 bits, a uniform, or a normal by the inverse of the normal CDF.

#define MTGP_N 351
#define MTGP_RING 1024
#define MTGP_THREADS 256

struct MtgpParams {  // one parameter set (scripts/gen_mtgp32_params.py)
    u32 pos, sh1, sh2, mask;
    u32 tbl[16], tmp_tbl[16];
};

template <int DIST>
__device__ __forceinline__ void mtgp_store(void *out, u64 j, u32 x, const Params &p) {
    switch (DIST) {
    case DIST_BITS:
        ((u32 *)out)[j] = x;
        break;
    case DIST_UNIFORM:
        ((float *)out)[j] = uniform_of(x);
        break;
    case DIST_UNIFORM_DOUBLE:
        ((double *)out)[j] = sobol_uniform_double(x);
        break;
    case DIST_NORMAL:
    case DIST_LOG_NORMAL:
        ((float *)out)[j] = scaled(normcdfinvf(uniform_of(x)), p, DIST == DIST_LOG_NORMAL);
        break;
    case DIST_POISSON:
        ((u32 *)out)[j] = poisson_of(x, p);
        break;
    case DIST_NORMAL_DOUBLE:  // the float quantile, scaled in double (as cuRAND's MTGP32)
        ((double *)out)[j] = scaled_double((double)normcdfinvf(uniform_of(x)), p, false);
        break;
    default:  // DIST_LOG_NORMAL_DOUBLE: the double quantile of the centred probability
        ((double *)out)[j] = scaled_double(normcdfinv(sobol_normal_p(x)), p, true);
    }
}

template <int DIST>
__device__ __forceinline__ void mtgp32(u32 *rings, u32 *ring_offsets, const MtgpParams *params,
                                       u32 *saved, u64 first_round, u64 made_rounds, u64 start,
                                       u64 n, void *out, const Params &p) {
    __shared__ u32 s[MTGP_RING];
    __shared__ u32 tbl[16], tmp_tbl[16];
    const u32 b = blockIdx.x, t = threadIdx.x;
    const MtgpParams &k = params[b];
    for (u32 i = t; i < MTGP_RING; i += MTGP_THREADS)
        s[i] = rings[b * MTGP_RING + i];
    if (t < 16) {
        tbl[t] = k.tbl[t];
        tmp_tbl[t] = k.tmp_tbl[t];
    }
    const u32 pos = k.pos, sh1 = k.sh1, sh2 = k.sh2, mask = k.mask;
    u32 o = ring_offsets[b];
    __syncthreads();
    const u64 per_round = (u64)gridDim.x * MTGP_THREADS;
    const u64 last_round = (start + n - 1) / per_round;
    for (u64 r = first_round; r <= last_round; r++) {
        u32 v;
        if (r < made_rounds) {
            v = saved[b * MTGP_THREADS + t];
        } else {
            // the recursion reads words o + t .. o + t + pos and writes word o + t + N: with
            // pos < N - 256, no thread writes what another reads in the same round
            u32 x = (s[(o + t) & (MTGP_RING - 1)] & mask) ^ s[(o + t + 1) & (MTGP_RING - 1)];
            x ^= x << sh1;
            u32 y = x ^ (s[(o + t + pos) & (MTGP_RING - 1)] >> sh2);
            y ^= tbl[y & 15];
            u32 tempering = s[(o + t + pos - 1) & (MTGP_RING - 1)];
            s[(o + t + MTGP_N) & (MTGP_RING - 1)] = y;
            tempering ^= tempering >> 16;
            tempering ^= tempering >> 8;
            v = y ^ tmp_tbl[tempering & 15];
            saved[b * MTGP_THREADS + t] = v;
            o = (o + MTGP_THREADS) & (MTGP_RING - 1);
            __syncthreads();  // the next round reads what this one wrote
        }
        u64 q = (r * gridDim.x + b) * MTGP_THREADS + t;
        if (q >= start && q - start < n)
            mtgp_store<DIST>(out, q - start, v, p);
    }
    for (u32 i = t; i < MTGP_RING; i += MTGP_THREADS)
        rings[b * MTGP_RING + i] = s[i];
    if (t == 0)
        ring_offsets[b] = o;
}

#define MTGP_KERNEL(NAME, DIST)                                                                \
    extern "C" __global__ void __launch_bounds__(MTGP_THREADS)                                 \
        NAME(u32 *rings, u32 *ring_offsets, const MtgpParams *params, u32 *saved,              \
             u64 first_round, u64 made_rounds, u64 start, u64 n, void *out, Params p) {       \
        mtgp32<DIST>(rings, ring_offsets, params, saved, first_round, made_rounds, start, n,  \
                     out, p);                                                                  \
    }
MTGP_KERNEL(mtgp32_bits, DIST_BITS)
MTGP_KERNEL(mtgp32_uniform, DIST_UNIFORM)
MTGP_KERNEL(mtgp32_uniform_double, DIST_UNIFORM_DOUBLE)
MTGP_KERNEL(mtgp32_normal, DIST_NORMAL)
MTGP_KERNEL(mtgp32_normal_double, DIST_NORMAL_DOUBLE)
MTGP_KERNEL(mtgp32_log_normal, DIST_LOG_NORMAL)
MTGP_KERNEL(mtgp32_log_normal_double, DIST_LOG_NORMAL_DOUBLE)
MTGP_KERNEL(mtgp32_poisson, DIST_POISSON)

// -- MT19937 ------------------------------------------------------------------------------------
// Matsumoto and Nishimura's Mersenne Twister (ACM TOMACS 8(1), 1998), as cuRAND's MT19937 runs
// it (zluda.libraries.curand.mt19937): 8192 generators, generator g starting 2^2048 g steps after
// init_genrand(seed). Their states are interleaved in device memory, word w of generator g at
// states[w * MT_STRIDE + g], so that neighbouring work-items touch neighbouring words.

#define MT_N 624
#define MT_M 397
#define MT_GENERATORS 8192
#define MT_DEGREE 19937
#define MT_STRIDE (MT_GENERATORS + 16)  // words apart: not a multiple of the cache's way size

__device__ __forceinline__ u32 mt_twist(u32 a, u32 b, u32 c) {
    u32 y = (a & 0x80000000u) | (b & 0x7FFFFFFFu);
    return c ^ (y >> 1) ^ ((y & 1u) ? 0x9908B0DFu : 0u);
}

__device__ __forceinline__ u32 mt_temper(u32 y) {
    y ^= y >> 11;
    y ^= (y << 7) & 0x9D2C5680u;
    y ^= (y << 15) & 0xEFC60000u;
    return y ^ (y >> 18);
}

// Generators count .. 2 count - 1 from generators 0 .. count - 1: state g + count is P(A)
// applied to state g, P = x^(2^2048 count) mod the recursion's characteristic polynomial, A the
// generator's step (Haramoto et al., "Efficient jump ahead for F2-linear random number
// generators", 2008). A block of MT_JUMP_THREADS makes one: it runs state g on for 19937 + 623
// words x (in `scratch`, one sequence per block), then word w of the new state is the xor of
// x[i + w] over the exponents i of P's terms (`terms` of them in `exponents`).
#define MT_JUMP_THREADS 64
#define MT_SEQUENCE (MT_DEGREE + MT_N)
#define MT_WORDS_PER_THREAD ((MT_N + MT_JUMP_THREADS - 1) / MT_JUMP_THREADS)

extern "C" __global__ void __launch_bounds__(MT_JUMP_THREADS)
    mt19937_jump(u32 *states, u32 *scratch, const u32 *exponents, u32 terms, u32 count,
                 u32 first) {
    const u32 g = first + blockIdx.x, t = threadIdx.x;
    if (g >= count)
        return;
    u32 *x = scratch + (u64)blockIdx.x * MT_SEQUENCE;
    for (u32 w = t; w < MT_N; w += MT_JUMP_THREADS)
        x[w] = states[w * MT_STRIDE + g];
    __syncthreads();
    // x[k] depends on x[k - 624], x[k - 623] and x[k - 227]: 227 at a time are independent
    for (u32 base = MT_N; base < MT_SEQUENCE; base += MT_N - MT_M) {
        u32 end = min(base + (MT_N - MT_M), (u32)MT_SEQUENCE);
        for (u32 k = base + t; k < end; k += MT_JUMP_THREADS)
            x[k] = mt_twist(x[k - MT_N], x[k - MT_N + 1], x[k - (MT_N - MT_M)]);
        __syncthreads();
    }
    u32 acc[MT_WORDS_PER_THREAD];
#pragma unroll
    for (int j = 0; j < MT_WORDS_PER_THREAD; j++)
        acc[j] = 0;
    for (u32 q = 0; q < terms; q++) {
        const u32 *from = x + exponents[q] + t;
#pragma unroll
        for (int j = 0; j < MT_WORDS_PER_THREAD; j++)
            if (t + j * MT_JUMP_THREADS < MT_N)
                acc[j] ^= from[j * MT_JUMP_THREADS];
    }
#pragma unroll
    for (int j = 0; j < MT_WORDS_PER_THREAD; j++)
        if (t + j * MT_JUMP_THREADS < MT_N)
            states[(t + j * MT_JUMP_THREADS) * MT_STRIDE + g + count] = acc[j];
}

// The element of a generation at place k of chunk c: each generation of the 8192 generators is
// 78 chunks of 8192 x 8 outputs, generator g's 8 at 8 g. Chunk 0 holds elements 0, 113, 170,
// 283, 340, 397, 510, 567; the other elements, in order, form 11 runs of 56, run R's element
// r + 7 k going to chunk 1 + 7 R + r, place k.
__device__ __forceinline__ u32 mt_element(u32 c, u32 k) {
    const u32 special[8] = {0, 113, 170, 283, 340, 397, 510, 567};
    if (c == 0)
        return special[k];
    u32 e = 56 * ((c - 1) / 7) + (c - 1) % 7 + 7 * k;  // its rank among the others
    for (int s = 0; s < 8; s++)
        e += e >= special[s];
    return e;
}

// MT19937's distributions, from one 32-bit value each: the uniforms are the value's centred
// probability u = x 2^-32 + 2^-33 (a float: u rounded), the normal floats its quantile by
// erfcinvf, mirrored about 1/2 so that the upper tail keeps its digits (as curand_normal.h's
// _curand_normal_icdf), the normal doubles its double quantile.
__device__ __forceinline__ float mt_normal(u32 x) {
    float s = -1.41421356237309504880f;  // Phi^-1(p) = -sqrt(2) erfcinv(2 p)
    if (x > 0x80000000u) {
        x = 0xFFFFFFFFu - x;
        s = -s;
    }
    float p = __fadd_rn(__fmul_rn((float)x, TWO_POW32_INV), TWO_POW32_INV / 2.0f);
    return __fmul_rn(s, erfcinvf(__fmul_rn(2.0f, p)));
}

template <int DIST>
__device__ __forceinline__ void mt_store(void *out, u64 j, u32 x, const Params &p) {
    switch (DIST) {
    case DIST_UNIFORM:
        ((float *)out)[j] = (float)sobol_normal_p(x);
        break;
    case DIST_UNIFORM_DOUBLE:
        ((double *)out)[j] = sobol_normal_p(x);
        break;
    case DIST_NORMAL:
    case DIST_LOG_NORMAL:
        ((float *)out)[j] = scaled(mt_normal(x), p, DIST == DIST_LOG_NORMAL);
        break;
    case DIST_NORMAL_DOUBLE:
    case DIST_LOG_NORMAL_DOUBLE:
        ((double *)out)[j] = scaled_double(normcdfinv(sobol_normal_p(x)), p,
                                           DIST == DIST_LOG_NORMAL_DOUBLE);
        break;
    default:  // DIST_BITS, DIST_POISSON
        mtgp_store<DIST>(out, j, x, p);
    }
}

// Outputs start .. start + n - 1 of the generators' interleaved output; `made` generations
// were made before (the states hold the last of them), round r of the output is generation r.
template <int DIST>
__device__ __forceinline__ void mt19937(u32 *states, u64 first_round, u64 made, u64 start, u64 n,
                                        void *out, const Params &p) {
    const u32 g = blockIdx.x * blockDim.x + threadIdx.x;
    if (g >= MT_GENERATORS)
        return;
    u32 *s = states + g;
    const u64 per_round = (u64)MT_N * MT_GENERATORS;
    const u64 last_round = (start + n - 1) / per_round;
    for (u64 round = first_round; round <= last_round; round++) {
        if (round >= made) {
            for (u32 k = 0; k < MT_N; k++) {
                u32 next = k + 1 == MT_N ? 0 : k + 1;
                u32 ahead = k + MT_M >= MT_N ? k + MT_M - MT_N : k + MT_M;
                s[k * MT_STRIDE] = mt_twist(s[k * MT_STRIDE], s[next * MT_STRIDE],
                                                s[ahead * MT_STRIDE]);
            }
        }
        const u64 base = round * per_round + 8 * g;
        for (u32 c = 0; c < MT_N / 8; c++) {
            const u64 q = base + (u64)c * (MT_GENERATORS * 8);
            if (q + 8 <= start || q >= start + n)
                continue;
            for (u32 k = 0; k < 8; k++) {
                if (q + k >= start && q + k - start < n) {
                    u32 x = mt_temper(s[mt_element(c, k) * MT_STRIDE]);
                    mt_store<DIST>(out, q + k - start, x, p);
                }
            }
        }
    }
}

#define MT19937_KERNEL(NAME, DIST)                                                             \
    extern "C" __global__ void NAME(u32 *states, u64 first_round, u64 made, u64 start, u64 n, \
                                    void *out, Params p) {                                     \
        mt19937<DIST>(states, first_round, made, start, n, out, p);                            \
    }
FOR_EACH_DISTRIBUTION(MT19937_KERNEL, mt19937)
MT19937_KERNEL(mt19937_poisson, DIST_POISSON)

// The seed's state (init_genrand) as generator 0's
extern "C" __global__ void mt19937_seed(u32 *states, u32 seed) {
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        u32 s = seed;
        states[0] = s;
        for (u32 i = 1; i < MT_N; i++) {
            s = 1812433253u * (s ^ (s >> 30)) + i;
            states[i * MT_STRIDE] = s;
        }
    }
}
