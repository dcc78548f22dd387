#include "check.h"
// CUDA graphs through the runtime API: a graph built node by node (memset, kernel, 1-D memcpy,
// host node), a graph captured from two streams that fork and join through events (kernels and
// copies), one that allocates and frees memory, relaunches, cudaGraphExecUpdate from a second
// capture, a kernel node's parameters changed in the executable graph, what capture forbids.
#include <cstring>
#include <vector>

__global__ void scale_add(int *p, int n, int scale, int add) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = p[i] * scale + add;
}
__global__ void add_into(int *dst, const int *a, const int *b, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) dst[i] = a[i] + b[i];
}
static void CUDART_CB count_calls(void *data) { ++*static_cast<int *>(data); }

int main() {
    const int n = 1000, threads = 128, blocks = (n + threads - 1) / threads;
    bool ok = true;
    int *a, *b, *c, *scratch;
    CHECK(cudaMalloc(&scratch, n * sizeof(int)));
    CHECK(cudaMalloc(&a, n * sizeof(int)));
    CHECK(cudaMalloc(&b, n * sizeof(int)));
    CHECK(cudaMalloc(&c, n * sizeof(int)));
    std::vector<int> host(n), out(n);
    for (int i = 0; i < n; i++) host[i] = i;

    // 1. built node by node: b = i; b = b * 3 + 1 (a memset of 0 first, then the copy)
    cudaGraph_t graph;
    CHECK(cudaGraphCreate(&graph, 0));
    cudaGraphNode_t memset_node, copy_node, kernel_node, host_node;
    cudaMemsetParams ms = {};
    ms.dst = b; ms.value = 0; ms.elementSize = 4; ms.width = n; ms.height = 1;
    CHECK(cudaGraphAddMemsetNode(&memset_node, graph, nullptr, 0, &ms));
    CHECK(cudaGraphAddMemcpyNode1D(&copy_node, graph, &memset_node, 1, b, host.data(),
                                   n * sizeof(int), cudaMemcpyHostToDevice));
    int scale = 3, add = 1, count = n;
    void *args[] = {&b, &count, &scale, &add};
    cudaKernelNodeParams kp = {};
    kp.func = reinterpret_cast<void *>(scale_add);
    kp.gridDim = dim3(blocks); kp.blockDim = dim3(threads); kp.kernelParams = args;
    CHECK(cudaGraphAddKernelNode(&kernel_node, graph, &copy_node, 1, &kp));
    int calls = 0;
    cudaHostNodeParams hp = {count_calls, &calls};
    CHECK(cudaGraphAddHostNode(&host_node, graph, &kernel_node, 1, &hp));
    size_t nodes = 0;
    CHECK(cudaGraphGetNodes(graph, nullptr, &nodes));
    ok &= nodes == 4;
    cudaGraphExec_t exec;
    CHECK(cudaGraphInstantiate(&exec, graph, 0));
    cudaStream_t s1, s2;
    CHECK(cudaStreamCreate(&s1));
    CHECK(cudaStreamCreate(&s2));
    for (int round = 0; round < 3; round++) CHECK(cudaGraphLaunch(exec, s1));
    CHECK(cudaStreamSynchronize(s1));
    CHECK(cudaMemcpy(out.data(), b, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) ok &= out[i] == i * 3 + 1;
    ok &= calls == 3;
    if (!ok) std::printf("explicit graph: nodes %zu calls %d out[5] %d\n", nodes, calls, out[5]);

    // the executable graph's kernel node takes new parameters; the graph keeps its own
    int scale2 = 5;
    void *args2[] = {&b, &count, &scale2, &add};
    kp.kernelParams = args2;
    CHECK(cudaGraphExecKernelNodeSetParams(exec, kernel_node, &kp));
    CHECK(cudaGraphLaunch(exec, s1));
    CHECK(cudaStreamSynchronize(s1));
    CHECK(cudaMemcpy(out.data(), b, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) ok &= out[i] == i * 5 + 1;
    cudaKernelNodeParams read = {};
    CHECK(cudaGraphKernelNodeGetParams(kernel_node, &read));
    ok &= read.blockDim.x == threads && *static_cast<int *>(read.kernelParams[2]) == 3;

    // 2. captured from two streams: fork through an event, join through another
    auto capture = [&](cudaGraph_t *captured, int k) {
        cudaEvent_t fork, join;
        CHECK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
        CHECK(cudaEventCreateWithFlags(&join, cudaEventDisableTiming));
        CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
        cudaStreamCaptureStatus status;
        CHECK(cudaStreamIsCapturing(s1, &status));
        ok &= status == cudaStreamCaptureStatusActive;
        CHECK(cudaMemcpyAsync(a, host.data(), n * sizeof(int), cudaMemcpyHostToDevice, s1));
        CHECK(cudaEventRecord(fork, s1));
        CHECK(cudaStreamWaitEvent(s2, fork, 0));  // s2 joins the capture
        CHECK(cudaMemcpyAsync(scratch, a, n * sizeof(int), cudaMemcpyDeviceToDevice, s2));
        scale_add<<<blocks, threads, 0, s2>>>(scratch, n, k, 0);      // scratch = i * k
        scale_add<<<blocks, threads, 0, s1>>>(a, n, 1, 7);            // a = i + 7
        CHECK(cudaEventRecord(join, s2));
        CHECK(cudaStreamWaitEvent(s1, join, 0));
        add_into<<<blocks, threads, 0, s1>>>(c, a, scratch, n);        // c = i * (k + 1) + 7
        CHECK(cudaStreamEndCapture(s1, captured));
        CHECK(cudaEventDestroy(fork));
        CHECK(cudaEventDestroy(join));
    };
    cudaGraph_t captured, again;
    capture(&captured, 2);
    cudaGraphExec_t captured_exec;
    CHECK(cudaGraphInstantiate(&captured_exec, captured, 0));
    for (int round = 0; round < 2; round++) {
        CHECK(cudaMemset(c, 0, n * sizeof(int)));
        CHECK(cudaGraphLaunch(captured_exec, s1));
        CHECK(cudaStreamSynchronize(s1));
        CHECK(cudaMemcpy(out.data(), c, n * sizeof(int), cudaMemcpyDeviceToHost));
        for (int i = 0; i < n; i++) ok &= out[i] == i * 3 + 7;
    }
    if (!ok) std::printf("captured graph: out[5] %d\n", out[5]);

    // 3. the same work captured with another factor updates the executable graph
    capture(&again, 4);
    cudaGraphExecUpdateResultInfo info;
    CHECK(cudaGraphExecUpdate(captured_exec, again, &info));
    ok &= info.result == cudaGraphExecUpdateSuccess;
    CHECK(cudaGraphLaunch(captured_exec, s1));
    CHECK(cudaStreamSynchronize(s1));
    CHECK(cudaMemcpy(out.data(), c, n * sizeof(int), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++) ok &= out[i] == i * 5 + 7;
    // a graph of another shape does not
    ok &= cudaGraphExecUpdate(captured_exec, graph, &info) == cudaErrorGraphExecUpdateFailure;
    ok &= info.result != cudaGraphExecUpdateSuccess;
    cudaGetLastError();

    // 4. memory that the graph allocates and frees (cudaMallocAsync, cudaFreeAsync in capture)
    cudaGraph_t with_memory;
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    int *temporary;
    CHECK(cudaMallocAsync(&temporary, n * sizeof(int), s1));
    CHECK(cudaMemcpyAsync(temporary, host.data(), n * sizeof(int), cudaMemcpyHostToDevice, s1));
    scale_add<<<blocks, threads, 0, s1>>>(temporary, n, 2, 2);
    CHECK(cudaMemcpyAsync(c, temporary, n * sizeof(int), cudaMemcpyDeviceToDevice, s1));
    CHECK(cudaFreeAsync(temporary, s1));
    CHECK(cudaStreamEndCapture(s1, &with_memory));
    cudaGraphExec_t memory_exec;
    CHECK(cudaGraphInstantiate(&memory_exec, with_memory, 0));
    for (int round = 0; round < 2; round++) {
        CHECK(cudaMemset(c, 0, n * sizeof(int)));
        CHECK(cudaGraphLaunch(memory_exec, s1));
        CHECK(cudaStreamSynchronize(s1));
        CHECK(cudaMemcpy(out.data(), c, n * sizeof(int), cudaMemcpyDeviceToHost));
        for (int i = 0; i < n; i++) ok &= out[i] == i * 2 + 2;
    }
    CHECK(cudaGraphExecDestroy(memory_exec));
    CHECK(cudaGraphDestroy(with_memory));

    // 5. what a capture forbids: synchronizing the capturing stream invalidates the capture
    cudaGraph_t broken = nullptr;
    CHECK(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
    scale_add<<<blocks, threads, 0, s1>>>(a, n, 1, 1);
    ok &= cudaStreamSynchronize(s1) == cudaErrorStreamCaptureUnsupported;
    ok &= cudaStreamEndCapture(s1, &broken) == cudaErrorStreamCaptureInvalidated;
    ok &= broken == nullptr;
    cudaGetLastError();

    CHECK(cudaGraphExecDestroy(exec));
    CHECK(cudaGraphExecDestroy(captured_exec));
    CHECK(cudaGraphDestroy(graph));
    CHECK(cudaGraphDestroy(captured));
    CHECK(cudaGraphDestroy(again));
    CHECK(cudaStreamDestroy(s1));
    CHECK(cudaStreamDestroy(s2));
    CHECK(cudaFree(a));
    CHECK(cudaFree(b));
    CHECK(cudaFree(c));
    CHECK(cudaFree(scratch));
    return report(ok, "graphs: built, captured across streams, relaunched, updated");
}
