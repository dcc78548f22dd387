"""What every native library shares: its descriptor, the build, the guard that keeps Python
exceptions out of C, loading in front of a program, NVIDIA's own libraries behind zluda's, and
the hook by which a device kind brings the real library that serves one of zluda's."""
