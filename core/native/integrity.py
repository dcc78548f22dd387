"""cudart's integrity check (INTEGRITY_CHECK[1] of its private tables): HMAC-MD2.

cudart 13 calls it three times at start-up, with versions 13000, 13001 and 13002, and checks
only the answer to the one whose ``version % 10 == 2``: the HMAC-MD2, under a fixed key, of the
driver version, the version asked, the process and thread ids, the addresses of two tables and
of the check function itself, the time cudart passes, and each device's UUID and PCI location.
A wrong answer makes the program's first runtime call fail with
``cudaErrorSoftwareValidityNotEstablished``. (../shared/NATIVE.md section 4.)
"""

from __future__ import annotations

import struct
from typing import NamedTuple

from Crypto.Hash import HMAC, MD2

KEY = bytes.fromhex("146addae53a9a752aa0841360bf55a9f")
# The answers for the two calls that cudart does not check (the original ZLUDA's constants).
UNCHECKED = {0: (0x3341181C03CB675C, 0x8ED383AA1F4CD1E8),
             1: (0x1841181C03CB675C, 0x8ED383AA1F4CD1E8)}


class DeviceIdentity(NamedTuple):
    uuid: bytes  # 16 bytes, as cuDeviceGetUuid gives them
    pci_domain: int
    pci_bus: int
    pci_device: int


def answer(driver_version: int, version: int, pid: int, thread: int, cudart_table: int,
           integrity_table: int, function: int, seconds: int,
           devices: list[DeviceIdentity]) -> tuple[int, int]:
    """The two u64 words that the check writes for ``version``."""
    if version % 10 in UNCHECKED:
        return UNCHECKED[version % 10]
    mask32 = 0xFFFFFFFF
    message = struct.pack("<IIIIQQQQ", driver_version & mask32, version & mask32, pid & mask32,
                          thread & mask32, cudart_table, integrity_table, function, seconds)
    for device in devices:
        message += bytes(device.uuid) + struct.pack("<iii", device.pci_domain, device.pci_bus,
                                                    device.pci_device)
    digest = HMAC.new(KEY, message, digestmod=MD2).digest()
    return struct.unpack("<QQ", digest)
