"""On a GPU, in a process that also runs PyTorch (the KernelBench harness's
situation): a launch after a failed mgpuMemAlloc, on the NULL it returned,
is skipped by kgen's runtime, so the CUDA context both share stays usable.
Without the skip the kernel faults (CUDA_ERROR_ILLEGAL_ADDRESS) and every
later PyTorch call fails with "an illegal memory access was encountered".
Usage: oom_torch.py path/to/libkgen_gpu_runtime.so"""
import ctypes
import sys

import torch

# add_one(float *data, unsigned n): data[i] += 1 for i < n (as in
# host-cuda-device.c); PTX for sm_52, JIT-compiled by the driver.
ADD_ONE_PTX = b"""
.version 7.0
.target sm_52
.address_size 64
.visible .entry add_one(.param .u64 p0, .param .u32 p1)
{
    .reg .pred %p<2>;
    .reg .b32 %r<6>;
    .reg .f32 %f<3>;
    .reg .b64 %rd<5>;
    ld.param.u64 %rd1, [p0];
    ld.param.u32 %r1, [p1];
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %ntid.x;
    mov.u32 %r4, %tid.x;
    mad.lo.s32 %r5, %r2, %r3, %r4;
    setp.ge.u32 %p1, %r5, %r1;
    @%p1 bra DONE;
    cvta.to.global.u64 %rd2, %rd1;
    mul.wide.u32 %rd3, %r5, 4;
    add.s64 %rd4, %rd2, %rd3;
    ld.global.f32 %f1, [%rd4];
    add.f32 %f2, %f1, 0f3F800000;
    st.global.f32 [%rd4], %f2;
DONE:
    ret;
}
"""

rt = ctypes.CDLL(sys.argv[1], mode=ctypes.RTLD_GLOBAL)
vp = ctypes.c_void_p
rt.mgpuModuleLoad.argtypes = [ctypes.c_char_p, ctypes.c_size_t]
rt.mgpuModuleLoad.restype = vp
rt.mgpuModuleGetFunction.argtypes = [vp, ctypes.c_char_p]
rt.mgpuModuleGetFunction.restype = vp
rt.mgpuMemAlloc.argtypes = [ctypes.c_uint64, vp, ctypes.c_bool]
rt.mgpuMemAlloc.restype = vp
rt.mgpuLaunchKernel.argtypes = [vp] + [ctypes.c_ssize_t] * 6 + [
    ctypes.c_int32, vp, ctypes.POINTER(vp), vp, ctypes.c_size_t]
rt.mgpuLaunchKernel.restype = None
rt.kgenGpuDeviceSynchronize.restype = ctypes.c_int
rt.kgenGpuRuntimeLastError.restype = ctypes.c_char_p


def launch(pointer, n):
    data, count = vp(pointer), ctypes.c_uint(n)
    params = (vp * 2)(ctypes.cast(ctypes.pointer(data), vp),
                      ctypes.cast(ctypes.pointer(count), vp))
    rt.mgpuLaunchKernel(function, 1, 1, 1, 256, 1, 1, 0, None, params, None,
                        2)


x = torch.ones(256, device="cuda")
module = rt.mgpuModuleLoad(ADD_ONE_PTX, len(ADD_ONE_PTX) + 1)
function = rt.mgpuModuleGetFunction(module, b"add_one")
print("kernel:", "found" if function else "NULL", flush=True)
huge = rt.mgpuMemAlloc(1 << 50, None, False)
print("1 PiB:", "allocated" if huge else "NULL", flush=True)
launch(huge, 256)  # what generated code does with the NULL
print("synchronize status:", rt.kgenGpuDeviceSynchronize(), flush=True)
print("last error:", rt.kgenGpuRuntimeLastError().decode(), flush=True)
print("torch after the skipped launch:", (x + 1).sum().item(), flush=True)
rt.kgenGpuRuntimeClearError()
launch(x.data_ptr(), 256)
torch.cuda.synchronize()
print("torch tensor after a launch on it:", x.sum().item(), flush=True)
