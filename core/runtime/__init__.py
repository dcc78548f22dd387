"""The vendor-neutral CUDA driver runtime: devices, contexts, streams, events, memory, modules
and launches, over a backend (:mod:`zluda.runtime.backend`)."""
