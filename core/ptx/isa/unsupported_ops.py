"""Valid PTX that we do not translate yet. Each fails with CUDA_ERROR_NOT_SUPPORTED and the
instruction's name, line and column."""

from .registry import unsupported

unsupported("istypep", family="textures and surfaces",
            notes="texture references (.texref, .surfref, .samplerref) are not supported")
unsupported("wgmma", "tcgen05", family="matrix",
            notes="sm_90/sm_100 warpgroup and tensor-memory matrix instructions, which need"
                  " asynchronous warpgroups")
unsupported("brx", family="control flow", notes="indirect branches come later")
unsupported("elect", "setmaxnreg",
            "multimem", "getctarank", "mapa", "alloca", "stacksave", "stackrestore",
            family="asynchronous and cluster",
            notes="asynchronous copies and clusters of more than one block come later")
