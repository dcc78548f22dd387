"""cuBLASLt's epilogues, applied to the product before D is stored: a bias (one value per row
of D, broadcast along its columns), ReLU, and GELU in the tanh form that cuBLASLt uses, with
GELU's input kept in the auxiliary output (the ``_AUX`` forms). The backward epilogues (DRELU,
DGELU, BGRAD) and ReLU's bit-mask output are not implemented (CUBLAS_STATUS_NOT_SUPPORTED)."""

from __future__ import annotations

import numpy as np

from ...abi import cublaslt as abi
from ..common.constants import enumerations

_E = enumerations(abi.TYPES)["cublasLtEpilogue_t"]
# each implemented epilogue -> what it needs beyond the product
EPILOGUES = {
    _E["CUBLASLT_EPILOGUE_DEFAULT"]: (),
    _E["CUBLASLT_EPILOGUE_RELU"]: ("relu",),
    _E["CUBLASLT_EPILOGUE_BIAS"]: ("bias",),
    _E["CUBLASLT_EPILOGUE_RELU_BIAS"]: ("bias", "relu"),
    _E["CUBLASLT_EPILOGUE_GELU"]: ("gelu",),
    _E["CUBLASLT_EPILOGUE_GELU_BIAS"]: ("bias", "gelu"),
    _E["CUBLASLT_EPILOGUE_GELU_AUX"]: ("gelu", "aux"),
    _E["CUBLASLT_EPILOGUE_GELU_AUX_BIAS"]: ("bias", "gelu", "aux"),
}
SQRT_2_OVER_PI = np.sqrt(2.0 / np.pi)


def gelu(x: np.ndarray) -> np.ndarray:
    return 0.5 * x * (1.0 + np.tanh(SQRT_2_OVER_PI * (x + 0.044715 * x ** 3)))


def apply(epilogue: int, product: np.ndarray, bias: np.ndarray | None):
    """(D's values, the activation's input) for ``product`` (m x n)."""
    needs = EPILOGUES[epilogue]
    pre = product + bias[:, None] if "bias" in needs else product
    if "relu" in needs:
        return np.maximum(pre, 0), pre
    if "gelu" in needs:
        return gelu(pre), pre
    return pre, pre
