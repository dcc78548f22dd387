"""zluda's cuRAND on the CPU device, through its C ABI: the numbers of NVIDIA's cuRAND (recorded
from NVIDIA's own library by scripts/gen_curand_vectors.py) for each generator, seed, offset,
ordering and sequence of calls, by device and host generators; the published known answers of
the algorithms; NVIDIA's device API (curand_kernel.h, compiled into a program's PTX) agreeing
with the host API; the order of generation in a stream; cuRAND's statuses for bad input."""

from __future__ import annotations

import ctypes
import json
from pathlib import Path

import numpy as np
import pytest

from tests.runtime.helpers import check

from .blas import Device
from .curand_calls import CURAND, DTYPES, close, create, generate

DATA = Path(__file__).parent / "data" / "curand_nvidia.npz"
DEVICE_PTX = Path(__file__).parent / "kernels" / "curand_device.ptx"
XORWOW, MRG32K3A, MTGP32, MT19937, PHILOX, SOBOL32, SOBOL64 = 101, 121, 141, 142, 161, 201, 203
SCRAMBLED_SOBOL32, SCRAMBLED_SOBOL64 = 202, 204
SUCCESS, NOT_INITIALIZED, TYPE_ERROR, OUT_OF_RANGE, LENGTH_NOT_MULTIPLE, LAUNCH_FAILURE = (
    0, 101, 103, 104, 105, 201)


def _recorded():
    data = np.load(DATA)
    scenarios = json.loads(bytes(data["scenarios"]).decode())
    return data, scenarios


def _recorder():
    """scripts/gen_curand_vectors.py, which recorded the vectors (its sample of indices)."""
    import importlib.util

    path = Path(__file__).resolve().parents[2] / "scripts" / "gen_curand_vectors.py"
    spec = importlib.util.spec_from_file_location("gen_curand_vectors", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _sample(n: int) -> np.ndarray:
    return _recorder().sample(n)


@pytest.fixture
def dev(backend):
    return Device(backend)


GROUPS = [(XORWOW, 0), (XORWOW, 102), (MRG32K3A, 0), (MRG32K3A, 103), (MTGP32, 0), (MTGP32, 103),
          (MT19937, 0), (MT19937, 103), (PHILOX, 0), (SOBOL32, 0), (SOBOL64, 0),
          (SCRAMBLED_SOBOL32, 0), (SCRAMBLED_SOBOL64, 0)]
QUANTILE = {MTGP32: "float", SCRAMBLED_SOBOL32: "double", SCRAMBLED_SOBOL64: "double"}


@pytest.mark.parametrize("host", [False, True], ids=["device generator", "host generator"])
@pytest.mark.parametrize("kind,ordering", GROUPS, ids=["xorwow", "xorwow-seeded", "mrg32k3a",
                                                       "mrg32k3a-legacy", "mtgp32",
                                                       "mtgp32-legacy", "mt19937",
                                                       "mt19937-legacy", "philox", "sobol32",
                                                       "sobol64", "scrambled-sobol32",
                                                       "scrambled-sobol64"])
def test_the_numbers_are_nvidias(dev, kind, ordering, host):
    data, scenarios = _recorded()
    compared = 0
    for i, scenario in enumerate(scenarios):
        if (scenario["kind"], scenario["ordering"]) != (kind, ordering):
            continue
        generator = create(kind, scenario["seed"], scenario["offset"], ordering, host=host,
                           dimensions=scenario.get("dimensions", 0))
        for j, (dist, n, *scale) in enumerate(scenario["calls"]):
            dtype = np.dtype(DTYPES[dist])
            if host:
                out = np.zeros(n, dtype)
                assert generate(generator, dist, out.ctypes.data, n, *scale) == SUCCESS
            else:
                address = dev.alloc(n * dtype.itemsize)
                assert generate(generator, dist, address, n, *scale) == SUCCESS
                out = dev.get(address, (n,), dtype)
            expected = data[f"s{i}_c{j}"]
            got = out[_sample(n)]
            lam = scale[0] if dist == "poisson" else 0.0
            assert close(got, expected, dist, QUANTILE.get(kind), lam), (scenario, dist, j)
            compared += 1
        assert CURAND.curandDestroyGenerator(generator) == SUCCESS
    assert compared >= (8 if kind == MT19937 else 20)


def test_philox_gives_random123s_known_answer(dev):
    """Philox4x32-10 with counter 0 and key 0 (seed 0: subsequence 0, block 0) is the first
    known-answer vector of Salmon et al.'s Random123."""
    address = dev.alloc(16)
    generator = create(PHILOX, seed=0)
    assert generate(generator, "bits", address, 4) == SUCCESS
    got = dev.get(address, (4,), np.uint32)
    assert [hex(v) for v in got] == ["0x6627e8d5", "0xe169c58d", "0xbc57ac4c", "0x9b00dbd8"]


def test_mrg32k3a_gives_lecuyers_first_value(dev):
    """MRG32k3a seeded with 12345 six times (cuRAND's seed 0) gives first the value that
    L'Ecuyer's RngStreams gives as 0.127011122046577, which divides it by m1 + 1 where cuRAND
    divides by m1."""
    m1 = 4294967087
    out = np.zeros(1, np.float64)
    generator = create(MRG32K3A, seed=0, host=True)
    assert generate(generator, "uniform_double", out.ctypes.data, 1) == SUCCESS
    assert round(out[0] * m1) == round(0.127011122046577 * (m1 + 1)) == 545508589


def _xorwow_reference(seed: int, count: int) -> list[int]:
    """XORWOW's subsequence 0 from its published definition (Marsaglia's xorwow: a 160-bit
    xorshift plus a Weyl sequence of step 362437) and curand_init's documented seeding."""
    mask = 0xFFFFFFFF
    s0, s1 = (seed & mask) ^ 0xAAD26B49, ((seed >> 32) & mask) ^ 0xF7DCEFDD
    t0, t1 = (1099087573 * s0) & mask, (2591861531 * s1) & mask
    d = (6615241 + t1 + t0) & mask
    v = [(123456789 + t0) & mask, 362436069 ^ t0, (521288629 + t1) & mask, 88675123 ^ t1,
         (5783321 + t0) & mask]
    out = []
    for _ in range(count):
        t = v[0] ^ (v[0] >> 2)
        v = v[1:] + [(v[4] ^ (v[4] << 4) & mask) ^ (t ^ (t << 1) & mask)]
        d = (d + 362437) & mask
        out.append((v[4] + d) & mask)
    return out


def test_xorwow_thread_0_is_subsequence_0_of_the_published_algorithm(dev):
    threads, count = 4096, 5
    address = dev.alloc(4 * threads * count)
    generator = create(XORWOW, seed=(1 << 33) + 12345)
    assert generate(generator, "bits", address, threads * count) == SUCCESS
    got = dev.get(address, (threads * count,), np.uint32)
    assert list(got[::threads]) == _xorwow_reference((1 << 33) + 12345, count)


@pytest.mark.parametrize("name,kind,threads", [("device_xorwow", XORWOW, 4096),
                                               ("device_mrg32k3a", MRG32K3A, 81920),
                                               ("device_philox", PHILOX, 65536)])
def test_the_device_api_agrees_with_the_host_api(dev, name, kind, threads):
    """A program's kernel calls curand_init(seed, t, 0) and curand/curand_normal (NVIDIA's
    curand_kernel.h, compiled into its PTX): thread t's values are those of subsequence t in
    the host API's output."""
    cuda = dev.cuda
    module = check(cuda, cuda.cuModuleLoadData(DEVICE_PTX.read_bytes()))
    function = check(cuda, cuda.cuModuleGetFunction(module, name.encode()))
    device_threads, count, seed = 64, 8, 42
    bits, normal = dev.alloc(4 * device_threads * count), dev.alloc(4 * device_threads * count)
    types = (ctypes.c_uint64, None, None, ctypes.c_int)
    check(cuda, cuda.cuLaunchKernel(function, 2, 1, 1, 32, 1, 1, 0, 0, (
        (seed, cuda.CUdeviceptr(bits), cuda.CUdeviceptr(normal), count), types), 0))
    check(cuda, cuda.cuCtxSynchronize())
    # row t: thread t's values (the kernel writes value k of thread t at t * count + k)
    device_bits = dev.get(bits, (device_threads * count,), np.uint32).reshape(-1, count)
    device_normal = dev.get(normal, (device_threads * count,), np.float32).reshape(-1, count)
    t, k = np.arange(device_threads)[:, None], np.arange(count)[None, :]
    if kind == PHILOX:  # word k of subsequence t: block k // 4 of it, word k % 4; normals too
        positions = normal_positions = 4 * ((k // 4) * threads + t) + k % 4
    else:  # value k of thread t; normal k: part k % 2 of the thread's pair k // 2
        positions = k * threads + t
        normal_positions = 2 * (t + (k // 2) * threads) + k % 2
    total = (int(max(positions.max(), normal_positions.max())) + 3) // 2 * 2  # normals: pairs
    host_bits, host_normal = np.zeros(total, np.uint32), np.zeros(total, np.float32)
    for dist, out in (("bits", host_bits), ("normal", host_normal)):
        generator = create(kind, seed=seed, host=True)
        assert generate(generator, dist, out.ctypes.data, total) == SUCCESS
        CURAND.curandDestroyGenerator(generator)
    assert np.array_equal(device_bits, host_bits[positions])
    np.testing.assert_allclose(device_normal, host_normal[normal_positions], rtol=2e-6,
                               atol=2e-6)


@pytest.mark.parametrize("lam", [3.5, 700.0, 5000.0])
def test_curand_discrete_over_a_poisson_distribution_agrees_with_the_host_api(dev, lam):
    """A program's kernel draws curand_discrete (curand_discrete2.h) from a distribution made by
    curandCreatePoissonDistribution, thread t of XORWOW as curand_init(seed, t, 0) sets it up:
    under lambda 2000 (the square histogram) its values are the host API's Poisson values of
    subsequence t; above it, the normal approximation of the thread's normal doubles."""
    cuda = dev.cuda
    distribution = ctypes.c_void_p()
    assert CURAND.curandCreatePoissonDistribution(ctypes.c_double(lam),
                                                  ctypes.byref(distribution)) == SUCCESS
    module = check(cuda, cuda.cuModuleLoadData(DEVICE_PTX.read_bytes()))
    function = check(cuda, cuda.cuModuleGetFunction(module, b"device_xorwow_discrete"))
    device_threads, count, seed, threads = 64, 8, 42, 4096
    out = dev.alloc(4 * device_threads * count)
    types = (ctypes.c_uint64, None, None, ctypes.c_int)
    check(cuda, cuda.cuLaunchKernel(function, 2, 1, 1, 32, 1, 1, 0, 0, (
        (seed, cuda.CUdeviceptr(distribution.value), cuda.CUdeviceptr(out), count), types), 0))
    check(cuda, cuda.cuCtxSynchronize())
    device = dev.get(out, (device_threads * count,), np.uint32).reshape(-1, count)
    positions = np.arange(count)[None, :] * threads + np.arange(device_threads)[:, None]
    total = count * threads
    host = np.zeros(total, np.uint32)
    generator = create(XORWOW, seed=seed, host=True)
    if lam < 2000:
        assert generate(generator, "poisson", host.ctypes.data, total, lam) == SUCCESS
        assert np.array_equal(device, host[positions])
    else:  # the thread's normal doubles (curand_normal_double: pairs, the second kept)
        normal = np.zeros(total, np.float64)
        assert generate(generator, "normal_double", normal.ctypes.data, total) == SUCCESS
        k, t = np.arange(count)[None, :], np.arange(device_threads)[:, None]
        z = normal[2 * ((k // 2) * threads + t) + k % 2]
        assert np.array_equal(device, np.floor(np.sqrt(lam) * z + lam + 0.5))
    CURAND.curandDestroyGenerator(generator)
    assert CURAND.curandDestroyDistribution(distribution) == SUCCESS
    assert CURAND.curandDestroyDistribution(distribution) == NOT_INITIALIZED


def test_poisson_gets_curands_statuses():
    """The statuses of NVIDIA's library for a Poisson lambda: out of (0, 400000] is
    OUT_OF_RANGE (checked before a quasirandom length, after a count of 0); NaN is taken."""
    generator = create(XORWOW, seed=1, host=True)
    out = np.full(16, 7, np.uint32)
    for lam in (0.0, -1.0, float("inf"), 400000.5):
        assert generate(generator, "poisson", out.ctypes.data, 16, lam) == OUT_OF_RANGE
    assert np.all(out == 7)
    assert generate(generator, "poisson", out.ctypes.data, 0, 0.0) == SUCCESS
    assert generate(generator, "poisson", out.ctypes.data, 16, float("nan")) == SUCCESS
    assert generate(generator, "poisson", out.ctypes.data, 16, 400000.0) == SUCCESS
    assert abs(out.astype(np.int64) - 400000).max() < 400000 ** 0.5 * 8
    assert generate(generator, "poisson", out.ctypes.data, 16, 5e-324) == SUCCESS
    assert np.all(out == 0)  # the smallest lambda: a table of two columns, 1 is all but never
    CURAND.curandDestroyGenerator(generator)
    sobol = create(SOBOL32, host=True, dimensions=3)
    assert generate(sobol, "poisson", out.ctypes.data, 4, 0.0) == OUT_OF_RANGE
    assert generate(sobol, "poisson", out.ctypes.data, 4, 5.0) == LENGTH_NOT_MULTIPLE
    CURAND.curandDestroyGenerator(sobol)
    distribution = ctypes.c_void_p()
    assert CURAND.curandCreatePoissonDistribution(ctypes.c_double(0.0),
                                                  ctypes.byref(distribution)) == OUT_OF_RANGE
    assert CURAND.curandCreatePoissonDistribution(ctypes.c_double(5.0), None) == OUT_OF_RANGE
    assert CURAND.curandDestroyDistribution(ctypes.c_void_p(0xBAD0)) == NOT_INITIALIZED


def test_the_mtgp32_device_api_agrees_with_the_host_api(dev):
    """A program's kernel runs NVIDIA's MTGP32 device API (curand_mtgp32_kernel.h) over states
    set up as curandMakeMTGP32KernelState sets them (MTGP's seeding, block b with parameter set b
    and seed + b + 1): its blocks' values, round by round, are the host API's output."""
    from zluda.libraries.curand import mtgp32

    cuda = dev.cuda
    module = check(cuda, cuda.cuModuleLoadData(DEVICE_PTX.read_bytes()))
    function = check(cuda, cuda.cuModuleGetFunction(module, b"device_mtgp32"))
    blocks, rounds, seed, sets = 192, 3, 2024, 200
    p = mtgp32.parameters()
    # mtgp32_kernel_params_t: pos, recursion, tempering and float tempering tables, sh1, sh2,
    # and one mask (every set of exponent 11213 has the same)
    assert np.all(p["mask"] == p["mask"][0])
    params = np.concatenate([p["pos"], p["tbl"].ravel(), p["tmp_tbl"].ravel(),
                             np.zeros(sets * 16, np.uint32), p["sh1"], p["sh2"],
                             p["mask"][:1]]).astype(np.uint32)
    k = dev.put(params)
    # curandStateMtgp32_t: s[1024], offset, pIdx, the parameters' pointer (4112 bytes)
    states = np.zeros((blocks, 1028), np.uint32)
    states[:, :1024] = mtgp32.initial_states(seed, blocks)
    states[:, 1025] = np.arange(blocks)
    states[:, 1026:1028] = np.array([k], np.uint64).view(np.uint32)
    pointer = dev.put(states.ravel())
    n = rounds * blocks * 256
    out = dev.alloc(4 * n)
    types = (None, None, ctypes.c_int)
    check(cuda, cuda.cuLaunchKernel(function, blocks, 1, 1, 256, 1, 1, 0, 0, (
        (cuda.CUdeviceptr(pointer), cuda.CUdeviceptr(out), rounds), types), 0))
    check(cuda, cuda.cuCtxSynchronize())
    host = np.zeros(n, np.uint32)
    generator = create(MTGP32, seed=seed, host=True)
    assert generate(generator, "bits", host.ctypes.data, n) == SUCCESS
    assert np.array_equal(dev.get(out, (n,), np.uint32), host)


def test_generation_is_ordered_in_the_generators_stream(dev):
    """On a non-blocking stream, a generation after a copy that fills the output and before a
    copy that reads it: the read sees the generated numbers, with no synchronization between."""
    cuda = dev.cuda
    n = 1 << 16
    stream = check(cuda, cuda.cuStreamCreate(1))
    out = dev.alloc(4 * n)
    generator = create(PHILOX, seed=7)
    assert CURAND.curandSetStream(generator, ctypes.c_void_p(int(stream))) == SUCCESS
    check(cuda, cuda.cuMemsetD32Async(out, 0xFFFFFFFF, n, stream))
    assert generate(generator, "bits", out, n) == SUCCESS
    host = np.zeros(n, np.uint32)
    check(cuda, cuda.cuMemcpyDtoHAsync(host, out, 4 * n, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    expected = np.zeros(n, np.uint32)
    reference = create(PHILOX, seed=7, host=True)
    assert generate(reference, "bits", expected.ctypes.data, n) == SUCCESS
    assert np.array_equal(host, expected)


def test_a_generation_captured_in_a_graph_runs_when_the_graph_is_launched(dev):
    cuda = dev.cuda
    n = 4096
    stream = check(cuda, cuda.cuStreamCreate(1))
    out = dev.alloc(4 * n)
    generator = create(XORWOW, seed=3)
    assert CURAND.curandSetStream(generator, ctypes.c_void_p(int(stream))) == SUCCESS
    assert CURAND.curandGenerateSeeds(generator) == SUCCESS  # the states, before the capture
    check(cuda, cuda.cuStreamSynchronize(stream))
    check(cuda, cuda.cuStreamBeginCapture(stream, 0))
    assert generate(generator, "uniform", out, n) == SUCCESS
    graph = check(cuda, cuda.cuStreamEndCapture(stream))
    check(cuda, cuda.cuMemsetD32(out, 0, n))
    assert np.all(dev.get(out, (n,), np.float32) == 0)  # captured, not run
    executable = check(cuda, cuda.cuGraphInstantiate(graph, 0))
    check(cuda, cuda.cuGraphLaunch(executable, stream))
    check(cuda, cuda.cuStreamSynchronize(stream))
    expected = np.zeros(n, np.float32)
    reference = create(XORWOW, seed=3, host=True)
    assert generate(reference, "uniform", expected.ctypes.data, n) == SUCCESS
    assert np.array_equal(dev.get(out, (n,), np.float32), expected)


def test_bad_input_gets_curands_statuses_and_writes_nothing(dev):
    generator = create(XORWOW, seed=1)
    address = dev.alloc(64)
    check(dev.cuda, dev.cuda.cuMemsetD32(address, 0x12345678, 16))
    handle = ctypes.c_void_p()
    assert CURAND.curandCreateGenerator(ctypes.byref(handle), 999) == TYPE_ERROR
    assert CURAND.curandCreateGenerator(None, XORWOW) != SUCCESS
    assert CURAND.curandSetPseudoRandomGeneratorSeed(None, ctypes.c_uint64(1)) == \
        NOT_INITIALIZED
    assert CURAND.curandSetPseudoRandomGeneratorSeed(ctypes.c_void_p(0xBAD0),
                                                     ctypes.c_uint64(1)) == NOT_INITIALIZED
    assert generate(generator, "normal", address, 3) == LENGTH_NOT_MULTIPLE
    assert CURAND.curandSetGeneratorOrdering(generator, 201) == OUT_OF_RANGE
    assert CURAND.curandSetQuasiRandomGeneratorDimensions(generator, 2) == TYPE_ERROR
    assert CURAND.curandGenerateLongLong(generator, ctypes.c_void_p(address),
                                         ctypes.c_size_t(1)) == TYPE_ERROR
    host = np.zeros(16, np.uint32)  # host memory given to a device generator
    assert generate(generator, "bits", host.ctypes.data, 16) == LAUNCH_FAILURE
    assert generate(generator, "bits", address, 17) == LAUNCH_FAILURE  # past its end
    assert np.all(host == 0)
    assert np.all(dev.get(address, (16,), np.uint32) == 0x12345678)
    assert generate(generator, "bits", address, 0) == SUCCESS
    assert CURAND.curandDestroyGenerator(generator) == SUCCESS
    assert CURAND.curandDestroyGenerator(generator) == NOT_INITIALIZED


def test_mt19937_generator_0_is_the_published_mersenne_twister(dev):
    """Generator 0 of MT19937 seeded with 5489 is Matsumoto and Nishimura's mt19937ar with
    init_genrand(5489), whose first outputs are published (3499211612, 581869302, ...): its
    elements 0, 1, 2, 3 lie at outputs 0, 65536, 131072 and 196608 (the layout's chunks)."""
    generator = create(MT19937, seed=5489 + (7 << 32), host=True)  # the low 32 bits count
    out = np.zeros(4 * 65536, np.uint32)
    assert generate(generator, "bits", out.ctypes.data, len(out)) == SUCCESS
    assert out[::65536].tolist() == [3499211612, 581869302, 3890346734, 3586334585]
    assert CURAND.curandDestroyGenerator(generator) == SUCCESS


def test_mt19937_answers_as_nvidias_does():
    """MT19937 as NVIDIA's library answers (its statuses, read from it): no offset, no BEST
    ordering, no 64-bit values, normal values in any count."""
    generator = create(MT19937, seed=5, host=True)
    assert CURAND.curandSetGeneratorOffset(generator, ctypes.c_uint64(5)) == TYPE_ERROR
    assert CURAND.curandSetGeneratorOrdering(generator, 100) == OUT_OF_RANGE
    assert CURAND.curandSetGeneratorOrdering(generator, 103) == SUCCESS
    assert CURAND.curandSetQuasiRandomGeneratorDimensions(generator, 2) == TYPE_ERROR
    out = np.zeros(3, np.uint64)
    assert CURAND.curandGenerateLongLong(generator, ctypes.c_void_p(out.ctypes.data),
                                         ctypes.c_size_t(3)) == TYPE_ERROR
    assert generate(generator, "normal", out.ctypes.data, 3) == SUCCESS
    assert CURAND.curandDestroyGenerator(generator) == SUCCESS


def _mtgp_reference(seed: int, block: int, count: int) -> list[int]:
    """The first values of block ``block``'s MTGP from the published algorithm (Saito and
    Matsumoto: the recursion with its parameter set's mask, shifts and table, tempered with
    the word pos - 1 after it) and MTGP's reference seeding with seed + block + 1."""
    from zluda.libraries.curand import mtgp32

    p = mtgp32.parameters()
    mask32 = 0xFFFFFFFF
    tbl, tmp, pos = p["tbl"][block], p["tmp_tbl"][block], int(p["pos"][block])
    hidden = int(tbl[4]) ^ ((int(tbl[8]) << 16) & mask32)
    fill = hidden + (hidden >> 16)
    fill = (fill + (fill >> 8)) & 0xFF
    state = [fill * 0x01010101] * 351
    state[0], state[1] = ((seed ^ (seed >> 32)) + block + 1) & mask32, hidden
    for i in range(1, 351):
        state[i] ^= (1812433253 * (state[i - 1] ^ (state[i - 1] >> 30)) + i) & mask32
    out = []
    for i in range(count):
        x = (state[i] & int(p["mask"][block])) ^ state[i + 1]
        x ^= (x << int(p["sh1"][block])) & mask32
        y = x ^ (state[i + pos] >> int(p["sh2"][block]))
        y ^= int(tbl[y & 15])
        state.append(y)
        t = state[i + pos - 1]
        t ^= t >> 16
        t ^= t >> 8
        out.append(y ^ int(tmp[t & 15]))
    return out


@pytest.mark.parametrize("ordering,blocks", [(0, 192), (103, 64)], ids=["default", "legacy"])
def test_mtgp32_interleaves_its_blocks_published_sequences(dev, ordering, blocks):
    """Block b's values are the published MTGP's with parameter set b, 256 at a time: round r
    of block b is outputs (r blocks + b) 256 ...; an offset is not MTGP32's (TYPE_ERROR)."""
    seed = (1 << 35) + 99
    rounds = 2
    n = rounds * blocks * 256
    address = dev.alloc(4 * n)
    generator = create(MTGP32, seed=seed, ordering=ordering)
    assert generate(generator, "bits", address, 1000) == SUCCESS  # then the rest: one stream
    assert generate(generator, "bits", address + 4000, n - 1000) == SUCCESS
    got = dev.get(address, (n,), np.uint32).reshape(rounds, blocks, 256)
    for block in (0, 1, blocks - 1):
        expected = _mtgp_reference(seed, block, 256 * rounds)
        assert list(got[:, block].ravel()) == expected
    assert CURAND.curandSetGeneratorOffset(generator, ctypes.c_uint64(5)) == TYPE_ERROR
    assert generate(generator, "normal", address, 3) == SUCCESS  # one value each: any count


def test_the_default_generator_is_xorwow_seeded_with_0():
    a, b = np.zeros(8, np.uint32), np.zeros(8, np.uint32)
    generate(create(100, host=True), "bits", a.ctypes.data, 8)  # PSEUDO_DEFAULT, no seed set
    generate(create(XORWOW, seed=0, host=True), "bits", b.ctypes.data, 8)
    assert np.array_equal(a, b) and a.any()


def test_sobol_generators_answer_as_nvidias_do(dev):
    """The statuses of NVIDIA's cuRAND 10.4 for a quasirandom generator (taken from its host
    generators): no seed, dimensions 1 to 20,000, only the quasi ordering, 32 or 64 bits by
    generator, and a whole number of points per dimension."""
    generator = create(SOBOL32)
    assert CURAND.curandSetPseudoRandomGeneratorSeed(generator, ctypes.c_uint64(5)) == TYPE_ERROR
    assert CURAND.curandSetQuasiRandomGeneratorDimensions(generator, 0) == OUT_OF_RANGE
    assert CURAND.curandSetQuasiRandomGeneratorDimensions(generator, 20001) == OUT_OF_RANGE
    assert CURAND.curandSetQuasiRandomGeneratorDimensions(generator, 20000) == SUCCESS
    assert CURAND.curandSetQuasiRandomGeneratorDimensions(generator, 3) == SUCCESS
    assert CURAND.curandSetGeneratorOrdering(generator, 101) == OUT_OF_RANGE  # a pseudo one
    assert CURAND.curandSetGeneratorOrdering(generator, 201) == SUCCESS
    address = dev.alloc(64)
    assert generate(generator, "bits", address, 4) == LENGTH_NOT_MULTIPLE
    assert generate(generator, "bits64", address, 3) == TYPE_ERROR  # 64 bits: SOBOL64's
    assert generate(generator, "normal", address, 3) == SUCCESS  # no pairs for quasi normals
    assert CURAND.curandDestroyGenerator(generator) == SUCCESS
    wide = create(SOBOL64)
    assert generate(wide, "bits", address, 2) == TYPE_ERROR
    assert generate(wide, "bits64", address, 2) == SUCCESS
    assert np.array_equal(dev.get(address, (2,), np.uint64), [0, 1 << 63])
    assert CURAND.curandDestroyGenerator(wide) == SUCCESS


@pytest.mark.parametrize("bits", [32, 64])
def test_a_scrambled_point_is_its_constant_xor_the_scrambled_vectors_point(bits):
    """curandGetScrambleConstants32/64 and the scrambled direction vectors (NVIDIA's data, read
    from its libcurand): a scrambled generator's point is its dimension's constant xored with
    the Gray-code XOR of the dimension's scrambled vectors."""
    dtype, ctype = (np.uint32, ctypes.c_uint32) if bits == 32 else (np.uint64, ctypes.c_uint64)
    table, constants = ctypes.c_void_p(), ctypes.c_void_p()
    get_vectors = getattr(CURAND, f"curandGetDirectionVectors{bits}")
    assert get_vectors(ctypes.byref(table), 102 if bits == 32 else 104) == SUCCESS
    assert getattr(CURAND, f"curandGetScrambleConstants{bits}")(ctypes.byref(constants)) == \
        SUCCESS
    vectors = np.ctypeslib.as_array((ctype * (20000 * bits)).from_address(
        table.value)).reshape(20000, bits)
    scramble = np.ctypeslib.as_array((ctype * 20000).from_address(constants.value))
    dims, points = 4, 33
    kind = SCRAMBLED_SOBOL32 if bits == 32 else SCRAMBLED_SOBOL64
    generator = create(kind, host=True, dimensions=dims, offset=7)
    out = np.zeros(dims * points, dtype)
    assert generate(generator, "bits" if bits == 32 else "bits64", out.ctypes.data,
                    len(out)) == SUCCESS
    for d in range(dims):
        for j in range(points):
            i = 7 + j
            gray, x, b = i ^ (i >> 1), int(scramble[d]), 0
            while gray:
                if gray & 1:
                    x ^= int(vectors[d, b])
                gray, b = gray >> 1, b + 1
            assert out[d * points + j] == x, (d, j)
    assert CURAND.curandDestroyGenerator(generator) == SUCCESS


def test_without_nvidias_library_the_scrambled_generators_say_so(monkeypatch, caplog):
    from zluda.libraries.curand import scrambling

    monkeypatch.setattr(scrambling, "_TABLES", {})
    monkeypatch.setattr(scrambling, "_nvidia", lambda: (None, "NVIDIA's libcurand.so.10 was"
                                                              " not found"))
    handle, constants = ctypes.c_void_p(), ctypes.c_void_p()
    with caplog.at_level("INFO", logger="zluda"):
        assert CURAND.curandCreateGenerator(ctypes.byref(handle), SCRAMBLED_SOBOL32) == \
            TYPE_ERROR
    assert "scrambling data" in caplog.text and "was not found" in caplog.text
    assert CURAND.curandGetScrambleConstants32(ctypes.byref(constants)) == TYPE_ERROR


def test_the_direction_vectors_give_the_generators_points(dev):
    """curandGetDirectionVectors32/64 (Joe and Kuo's numbers): dimension 0 is the van der
    Corput sequence, and the Gray-code XOR of a dimension's vectors is the generator's point."""
    table = ctypes.c_void_p()
    assert CURAND.curandGetDirectionVectors32(ctypes.byref(table), 101) == SUCCESS
    v32 = np.ctypeslib.as_array((ctypes.c_uint32 * (20000 * 32)).from_address(
        table.value)).reshape(20000, 32)
    assert np.array_equal(v32[0], [1 << (31 - b) for b in range(32)])
    assert CURAND.curandGetDirectionVectors32(ctypes.byref(table), 103) == OUT_OF_RANGE
    assert CURAND.curandGetDirectionVectors32(ctypes.byref(table), 102) == SUCCESS  # scrambled
    assert CURAND.curandGetDirectionVectors64(ctypes.byref(table), 103) == SUCCESS
    assert CURAND.curandGetDirectionVectors64(ctypes.byref(table), 101) == OUT_OF_RANGE
    dims, points = 5, 37
    generator = create(SOBOL32, host=True, dimensions=dims, offset=100)
    out = np.zeros(dims * points, np.uint32)
    assert generate(generator, "bits", out.ctypes.data, len(out)) == SUCCESS
    for d in range(dims):
        for j in range(points):
            i = 100 + j
            gray, x, b = i ^ (i >> 1), 0, 0
            while gray:
                if gray & 1:
                    x ^= int(v32[d, b])
                gray, b = gray >> 1, b + 1
            assert out[d * points + j] == x, (d, j)
