"""``zluda.driver``: NVIDIA's ``cuda.bindings.driver`` API over zluda's runtime.

Programs written against ``from cuda.bindings import driver`` run unchanged with this module in
its place (``zluda run`` arranges that). Functions return tuples whose first element is a
``CUresult``; enums, handle types and structs have cuda-python's names. Functions that zluda does
not implement yet return ``CUDA_ERROR_NOT_SUPPORTED`` (see ``docs/api-support.md``).
"""

from ..cuda_enums import *  # noqa: F401,F403 - the API's enums
from .api import *  # noqa: F401,F403
from .api import IMPLEMENTED, last_error_message  # noqa: F401
from .types import *  # noqa: F401,F403
