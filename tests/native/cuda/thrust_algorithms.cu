#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
int main() {
    const int n = 20000;
    thrust::device_vector<int> values(n);
    thrust::sequence(values.begin(), values.end());
    long long sum = thrust::reduce(values.begin(), values.end(), 0LL);
    thrust::device_vector<int> reversed(values.rbegin(), values.rend());
    thrust::sort(reversed.begin(), reversed.end());
    thrust::device_vector<int> keys(reversed.rbegin(), reversed.rend()), items(values);
    thrust::sort_by_key(keys.begin(), keys.end(), items.begin());
    thrust::device_vector<int> scanned(n);
    thrust::inclusive_scan(values.begin(), values.end(), scanned.begin());
    bool ok = sum == (long long)n * (n - 1) / 2 && reversed[0] == 0 && reversed[n - 1] == n - 1
              && scanned[n - 1] == (int)sum && items[0] == n - 1 && items[n - 1] == 0;
    std::printf("%s thrust reduce, sort, sort_by_key, inclusive_scan\n", ok ? "PASS" : "FAIL");
    return !ok;
}
