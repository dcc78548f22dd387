"""C programs on the driver API, built with the system C compiler against cuda.h and zluda's
libcuda.so, run on the CPU device: through ``zluda run`` and through ``LD_LIBRARY_PATH``."""

import os
import re
import subprocess

import pytest
from zluda.libraries import LIB_DIR

from .helpers import SOURCES, compile_program, zluda_run


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("c")
    return {name: compile_program(SOURCES / f"{name}.c", out)
            for name in ("vector_add", "misuse", "vmm", "per_thread")}


def test_vector_add_gives_the_right_answer_under_zluda_run(built):
    result = zluda_run(built["vector_add"])
    assert result.returncode == 0, result.stdout + result.stderr
    fields = dict(item.split("=", 1) for item in re.findall(r"\w+=[^ =]+(?: \S+)*?(?= \w+=|$)",
                                                              result.stdout.strip()))
    assert fields["version"] == "13000" and fields["devices"] == "1"
    assert fields["name"].endswith("[ZLUDA]")
    assert int(fields["memory"]) > 0 and fields["elapsed_ok"] == "1"
    assert fields["wrong"] == "0"


def test_virtual_memory_maps_one_allocation_twice_through_the_c_abi(built):
    result = zluda_run(built["vmm"])
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().endswith("vmm ok"), result.stdout + result.stderr[-2000:]


def test_the_per_thread_default_stream_s_calls_wait_for_the_legacy_stream_only(built):
    """cuMemcpyHtoD_v2_ptds and cuMemsetD32_v2_ptds (a program built with --default-stream
    per-thread), and the _ptsz forms on the NULL stream, do not wait for a blocking stream that
    a host function holds; the legacy stream's cuMemcpyHtoD does (until another thread
    releases the stream)."""
    result = zluda_run(built["per_thread"])
    assert result.returncode == 0, result.stdout + result.stderr[-2000:]
    assert result.stdout.split() == ["ptds_copy_waited", "0", "ptds_memset_waited", "0",
                                     "ptsz_waited", "0", "legacy_copy_waited", "1",
                                     "value", "7"], result.stdout


def test_the_library_path_alone_is_enough(built):
    env = {k: v for k, v in os.environ.items() if k not in ("ZLUDA_PYTHONPATH", "VIRTUAL_ENV")}
    env["LD_LIBRARY_PATH"] = str(LIB_DIR)
    result = subprocess.run([str(built["vector_add"])], capture_output=True, text=True,
                            timeout=300, env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "wrong=0" in result.stdout


def test_a_native_program_runs_on_the_level_zero_backend(built):
    """The interpreter embedded in a native program gets the environment of the Python that
    ran `zluda run` (dpctl, in this virtual environment), even where its base installation
    can import zluda without it."""
    pytest.importorskip("dpctl")
    result = zluda_run(built["vector_add"], ZLUDA_BACKEND="level_zero",
                       ZLUDA_LEVEL_ZERO_DEVICE="opencl:cpu")
    assert result.returncode == 0, result.stdout + result.stderr[-2000:]
    assert "wrong=0" in result.stdout


def test_the_backend_setting_reaches_a_native_program(built):
    result = zluda_run(built["vector_add"], ZLUDA_BACKEND="no_such_backend")
    assert result.returncode == 1
    assert "cuInit(0): CUDA_ERROR_" in result.stderr
    assert "no_such_backend" in result.stderr


# (call as the program prints it, the CUresult that CUDA gives)
EXPECTED = {
    "cuDeviceGet(&dev, 0)": 3, "cuCtxGetCurrent(&ctx)": 3,
    "cuInit(0)": 0,
    "cuDeviceGet(NULL, 0)": 1, "cuDeviceGetCount(NULL)": 1, "cuDriverGetVersion(NULL)": 1,
    "cuDeviceGetName(NULL, 16, 0)": 1,
    "cuDeviceGetAttribute(NULL, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 0)": 1,
    "cuGetErrorName(CUDA_SUCCESS, NULL)": 1,
    "cuDeviceGet(&dev, 99)": 101,
    "cuDeviceGetAttribute(&value, CU_DEVICE_ATTRIBUTE_WARP_SIZE, 99)": 101,
    "cuDeviceGetAttribute(&value, (CUdevice_attribute)100000, 0)": 1,
    "cuDeviceCanAccessPeer(NULL, 0, 0)": 1, "cuDeviceCanAccessPeer(&value, 0, 99)": 101,
    "cuDeviceGetP2PAttribute(&value, CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED, 0, 0)": 101,
    "cuCtxCreate(&ctx, NULL, 0, 0)": 0, "cuMemAlloc(NULL, 16)": 1,
    "cuMemAlloc(&p, 16)": [3, 0],  # before cuInit, then in a context
    "cuMemcpyHtoD(p, NULL, 4)": 1, "cuMemcpyDtoD(p, p, 17)": 1,
    "cuMemcpy(p, (CUdeviceptr)&value, 4)": 0, "cuMemcpyDtoH(&value, p, 4)": 0,
    "cuCtxSynchronize()": 0, "cuCtxSynchronize_v2(ctx)": 0, "cuCtxSynchronize_v2(NULL)": 0,
    "cuCtxSynchronize_v2((CUcontext)0x12345)": 201, "cuCtxGetCurrent(NULL)": 1,
    "cuMemFree(p)": [0, 1],
    "cuMemcpyHtoD((CUdeviceptr)0xdead00000000ull, &value, 4)": 1,
    "cuMemcpyDtoH(&value, (CUdeviceptr)0xdead00000000ull, 4)": 1,
    "cuMemsetD8((CUdeviceptr)0, 0, 4)": 1,
    "cuStreamCreate(&s, 0)": 0, "cuStreamDestroy(s)": 0, "cuStreamSynchronize(s)": 400,
    "cuStreamSynchronize((CUstream)0x12345)": 400, "cuEventCreate(&e, 0)": 0,
    "cuStreamSynchronize((CUstream)e)": 400, "cuEventDestroy(e)": 0,
    "cuEventSynchronize(e)": 400,
    "cuModuleLoadData(NULL, ptx)": 1, "cuModuleLoadData(&m, \"this is not PTX\")": 218,
    "cuModuleLoadData(&m, ptx)": 0, "cuModuleGetFunction(&inc, m, \"missing\")": 500,
    "cuModuleGetFunction(&inc, m, NULL)": 1, "cuModuleGetFunction(&inc, m, \"inc\")": 0,
    "cuLaunchKernel(inc, 1, 1, 1, 4096, 1, 1, 0, NULL, NULL, NULL)": 1,
    "cuLaunchKernel((CUfunction)m, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL)": 400,
    "cuLaunchKernelEx(NULL, inc, NULL, NULL)": 1,
    "cuLaunchKernelEx(&config, inc, NULL, NULL)": [1, 801],
    "cuLaunchKernelEx(&config, (CUfunction)m, NULL, NULL)": 400,
    "cuGraphCreate(NULL, 0)": 1, "cuGraphicsUnregisterResource(NULL)": 801,
    "cuModuleUnload(m)": [0, 400], "cuCtxDestroy(ctx)": [0, 201],
}


def test_bad_input_through_the_c_abi_gets_cuda_s_errors_and_the_process_lives(built):
    result = zluda_run(built["misuse"])
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    seen: dict[str, list[int]] = {}
    for line in result.stdout.splitlines():
        call, sep, code = line.rpartition(" = ")
        if sep and code.lstrip("-").isdigit():
            seen.setdefault(call, []).append(int(code))
    for call, want in EXPECTED.items():
        assert seen.get(call) == (want if isinstance(want, list) else [want]), call
    assert "thread failures = 0" in result.stdout
    assert result.stdout.rstrip().endswith("alive")
    assert "Traceback" not in result.stderr


def test_a_c_program_linked_with_lcublas_runs_its_blas_calls(tmp_path):
    """-lcublas finds zluda's libcublas.so beside libcuda.so; the program's declarations are
    the generated ABI's (NVIDIA's cublas_api.h, read by scripts/gen_abi.py)."""
    from zluda.abi import cublas as abi

    from .helpers import cuda_include

    include = cuda_include()
    if include is None:
        pytest.skip("needs the CUDA toolkit's cuda.h (set CUDA_HOME)")
    prototypes = "\n".join(proto for proto, _, _ in abi.FUNCTIONS.values())
    (tmp_path / "cublas_api.h").write_text(abi.TYPES + prototypes + "\n")
    out = tmp_path / "cublas_gemm"
    subprocess.run(["cc", "-O1", "-o", str(out), str(SOURCES / "cublas_gemm.c"),
                    f"-I{tmp_path}", f"-I{include}", f"-L{LIB_DIR}", "-lcublas", "-lcuda",
                    "-lm"], check=True, capture_output=True)
    result = zluda_run(out)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().endswith("cublas ok"), result.stdout + result.stderr[-2000:]


def test_a_c_program_linked_with_lcurand_generates_nvidias_numbers(tmp_path):
    """-lcurand finds zluda's libcurand.so beside libcuda.so; the program's declarations are
    the generated ABI's (NVIDIA's curand.h, read by scripts/gen_abi.py)."""
    from zluda.abi import curand as abi

    from .helpers import cuda_include

    include = cuda_include()
    if include is None:
        pytest.skip("needs the CUDA toolkit's cuda.h (set CUDA_HOME)")
    prototypes = "\n".join(proto for proto, _, _ in abi.FUNCTIONS.values())
    (tmp_path / "curand_api.h").write_text(abi.TYPES + prototypes + "\n")
    out = tmp_path / "curand_generate"
    subprocess.run(["cc", "-O1", "-o", str(out), str(SOURCES / "curand_generate.c"),
                    f"-I{tmp_path}", f"-I{include}", f"-L{LIB_DIR}", "-lcurand", "-lcuda",
                    "-lm"], check=True, capture_output=True)
    result = zluda_run(out)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().endswith("curand ok"), result.stdout + result.stderr[-2000:]


def test_a_c_program_linked_with_lcusolver_solves_its_system(tmp_path):
    """-lcusolver finds zluda's libcusolver.so beside libcuda.so; the declarations are the
    generated ABI's (NVIDIA's cusolverDn.h, read by scripts/gen_abi.py)."""
    from zluda.abi import cusolver as abi

    from .helpers import cuda_include

    include = cuda_include()
    if include is None:
        pytest.skip("needs the CUDA toolkit's cuda.h (set CUDA_HOME)")
    prototypes = "\n".join(proto for proto, _, _ in abi.FUNCTIONS.values())
    (tmp_path / "cusolver_api.h").write_text(abi.TYPES + prototypes + "\n")
    out = tmp_path / "cusolver_solve"
    subprocess.run(["cc", "-O1", "-o", str(out), str(SOURCES / "cusolver_solve.c"),
                    f"-I{tmp_path}", f"-I{include}", f"-L{LIB_DIR}", "-lcusolver", "-lcuda",
                    "-lm"], check=True, capture_output=True)
    result = zluda_run(out)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().endswith("cusolver ok"), result.stdout + result.stderr[-2000:]


def test_a_c_program_linked_with_lcufft_transforms_forth_and_back(tmp_path):
    """-lcufft finds zluda's libcufft.so beside libcuda.so; the declarations are the generated
    ABI's (NVIDIA's cufft.h, read by scripts/gen_abi.py), with cufft.h's two macros."""
    from zluda.abi import cufft as abi

    from .helpers import cuda_include

    include = cuda_include()
    if include is None:
        pytest.skip("needs the CUDA toolkit's cuda.h (set CUDA_HOME)")
    prototypes = "\n".join(proto for proto, _, _ in abi.FUNCTIONS.values())
    (tmp_path / "cufft_api.h").write_text("#define CUFFT_FORWARD -1\n#define CUFFT_INVERSE 1\n"
                                          + abi.TYPES + prototypes + "\n")
    out = tmp_path / "cufft_transform"
    subprocess.run(["cc", "-O1", "-o", str(out), str(SOURCES / "cufft_transform.c"),
                    f"-I{tmp_path}", f"-I{include}", f"-L{LIB_DIR}", "-lcufft", "-lcuda",
                    "-lm"], check=True, capture_output=True)
    result = zluda_run(out)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().endswith("cufft ok"), result.stdout + result.stderr[-2000:]


def test_a_c_program_linked_with_lcusparse_multiplies_a_csr_matrix(tmp_path):
    """-lcusparse finds zluda's libcusparse.so beside libcuda.so; the declarations are the
    generated ABI's (NVIDIA's cusparse.h, read by scripts/gen_abi.py)."""
    from zluda.abi import cusparse as abi

    from .helpers import cuda_include

    include = cuda_include()
    if include is None:
        pytest.skip("needs the CUDA toolkit's cuda.h (set CUDA_HOME)")
    prototypes = "\n".join(proto for proto, _, _ in abi.FUNCTIONS.values())
    (tmp_path / "cusparse_api.h").write_text("#include <stdio.h>\n" + abi.TYPES.replace(
        "typedef struct _IO_FILE FILE;\n", "") + prototypes + "\n")
    out = tmp_path / "cusparse_spmv"
    subprocess.run(["cc", "-O1", "-o", str(out), str(SOURCES / "cusparse_spmv.c"),
                    f"-I{tmp_path}", f"-I{include}", f"-L{LIB_DIR}", "-lcusparse", "-lcuda",
                    "-lm"], check=True, capture_output=True)
    result = zluda_run(out)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().endswith("cusparse ok"), result.stdout + result.stderr[-2000:]
