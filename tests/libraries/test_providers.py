"""The provider hook: a real library under one of zluda's, registered by a third party's
package through the entry-point group ``zluda.providers``, as the device kinds' providers are."""

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from tests import third_party

# A third party's providers for a zluda library named "example": one for CPU devices that
# loads, one of a higher priority whose library is not installed, one for GPUs only.
PROVIDERS = textwrap.dedent('''
    from zluda.libraries.common.providers import LibraryProvider, ProviderUnavailable
    from zluda.runtime.plugins import hookimpl


    class CpuExample(LibraryProvider):
        library, name, priority = "example", "CpuExample", 1

        def serves(self, device):
            return device.properties.cpu

        def load(self):
            return "the CPU library"


    class MissingExample(CpuExample):
        name, priority = "MissingExample", 5

        def load(self):
            raise ProviderUnavailable("libmissing.so is not installed")


    class GpuExample(LibraryProvider):
        library, name, priority = "example", "GpuExample", 9

        def serves(self, device):
            return not device.properties.cpu

        def load(self):
            raise AssertionError("never loaded for a CPU device")


    @hookimpl
    def zluda_library_providers():
        return [CpuExample(), MissingExample(), GpuExample()]
''')

CHECK = textwrap.dedent('''
    from zluda.libraries.common.providers import NoProvider, provider_for, providers
    from zluda.runtime.driver import DRIVER

    DRIVER.init()
    device = DRIVER.devices[0]
    print("order", [p.name for p in providers("example")])
    provider, library = provider_for("example", device)
    print("chosen", provider.name, library)
    try:
        provider_for("nothing", device)
    except NoProvider as exc:
        print("none:", exc)
''')


def test_a_third_party_provider_serves_its_library_on_the_devices_it_runs_on(tmp_path: Path):
    third_party.install(tmp_path, "example_zluda_providers", PROVIDERS, "zluda.providers",
                        "example")
    env = dict(os.environ, ZLUDA_BACKEND="opencl",
               PYTHONPATH=os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")]))
    result = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True,
                            env=env, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    out = result.stdout
    assert "order ['GpuExample', 'MissingExample', 'CpuExample']" in out
    assert "chosen CpuExample the CPU library" in out
    assert "none: no library serves zluda's nothing on" in out
    assert "no provider is registered for it" in out


def test_the_reasons_name_every_provider_tried():
    from zluda.libraries.common.providers import (
        LibraryProvider,
        NoProvider,
        ProviderUnavailable,
        provider_for,
    )
    from zluda.runtime import plugins

    class Missing(LibraryProvider):
        library, name = "hooktest", "Missing"

        def serves(self, device):
            return True

        def load(self):
            raise ProviderUnavailable("not installed")

    class Elsewhere(Missing):
        name = "Elsewhere"

        def serves(self, device):
            return False

    class Plugin:
        @plugins.hookimpl
        def zluda_library_providers(self):
            return [Missing(), Elsewhere()]

    manager = plugins.plugin_manager()
    plugin = Plugin()
    manager.register(plugin)
    try:
        class Device:
            name, backend_name = "a device", "opencl"

        try:
            provider_for("hooktest", Device())
        except NoProvider as exc:
            message = str(exc)
        else:
            raise AssertionError("a provider was found")
    finally:
        manager.unregister(plugin)
    assert message.startswith("no library serves zluda's hooktest on a device (opencl):")
    assert "Missing: not installed" in message
    assert "Elsewhere: does not run on this device" in message
