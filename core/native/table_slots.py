"""The C functions in the slots of cudart's private tables (:mod:`zluda.native.export_tables`).

They are C functions of ``libcuda.so.1`` (built with the library's other exports, each calling
its ``extern "Python"`` twin), not cffi callbacks: cudart calls some of them from its exit
handlers, after the interpreter has ended, and a C function can then return without entering
Python, as every export of the library does. name -> (prototype, parameter names, signature),
the signature (the parameter types, as in :mod:`zluda.abi.driver`) only where the twin
takes integers (``zluda.native.library.INTEGER_TWINS``).
"""

FUNCTIONS = {
    "zluda_slot_primary_context": (
        "CUresult zluda_slot_primary_context(CUcontext *out, CUdevice dev);", ("out", "dev"), ""),
    "zluda_slot_hook_buffer": (
        "void zluda_slot_hook_buffer(void **buffer, size_t *count);", ("buffer", "count"), ""),
    "zluda_slot_local_put": (
        "CUresult zluda_slot_local_put(CUcontext ctx, void *key, void *value,"
        " void (*destructor)(CUcontext, void *, void *));",
        ("ctx", "key", "value", "destructor"), ""),
    "zluda_slot_local_delete": (
        "CUresult zluda_slot_local_delete(CUcontext ctx, void *key);", ("ctx", "key"), ""),
    "zluda_slot_local_get": (
        "CUresult zluda_slot_local_get(void **value, CUcontext ctx, void *key);",
        ("value", "ctx", "key"), "void**,struct CUctx_st*,void*"),
    "zluda_slot_context_check": (
        "CUresult zluda_slot_context_check(CUcontext ctx, uint32_t *out1, void **out2);",
        ("ctx", "out1", "out2"), ""),
    "zluda_slot_context_check_3": ("uint32_t zluda_slot_context_check_3(void);", (), ""),
    "zluda_slot_integrity_check": (
        "CUresult zluda_slot_integrity_check(uint32_t version, uint64_t seconds, uint64_t *out);",
        ("version", "seconds", "out"), ""),
}
