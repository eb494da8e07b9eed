//===- DeviceChecks.cpp - running the device checks ----------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The worker's side of the device checks: the summary it sends the parent
// and the calls of the check kernels (built by DeviceCheckKernels.cpp) on
// device buffers. Each reduction leaves one partial result per thread; the
// host combines the partials (sums, maxima, and for the worst element the
// largest excess, the smallest index on ties: the first one, as the host's
// sequential rule finds it).
//
//===----------------------------------------------------------------------===//

#include "DeviceChecks.h"

#include "kgen/Runtime/GPURuntime.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"

#include <array>
#include <cmath>
#include <cstring>

using namespace mlir;
using namespace mlir::kgen;
using namespace mlir::kgen::device_checks;

//===----------------------------------------------------------------------===//
// The summary in the results file
//===----------------------------------------------------------------------===//

size_t TrialSummary::bytes(size_t numOutputs) {
  return sizeof(uint64_t) + numOutputs * sizeof(ComparisonSums);
}

void TrialSummary::write(uint8_t *into) const {
  std::memcpy(into, &outputHash, sizeof(outputHash));
  std::memcpy(into + sizeof(outputHash), outputs.data(),
              outputs.size() * sizeof(ComparisonSums));
}

TrialSummary TrialSummary::read(const uint8_t *from, size_t numOutputs) {
  TrialSummary summary;
  std::memcpy(&summary.outputHash, from, sizeof(summary.outputHash));
  summary.outputs.resize(numOutputs);
  std::memcpy(summary.outputs.data(), from + sizeof(summary.outputHash),
              numOutputs * sizeof(ComparisonSums));
  return summary;
}

//===----------------------------------------------------------------------===//
// Running the checks
//===----------------------------------------------------------------------===//

DeviceChecks::DeviceChecks(ExecutionEngine &engine, const Signature &sig)
    : engine(engine), sig(sig) {}

DeviceChecks::~DeviceChecks() {
  for (void *buffer : {floatPartials, intPartials, params, rowMaxima})
    if (buffer)
      mgpuMemFree(buffer, nullptr);
}

std::string DeviceChecks::allocate() {
  size_t partials = kThreads * kSlotsPerThread * sizeof(double);
  floatPartials = mgpuMemAlloc(partials, nullptr, false);
  intPartials = mgpuMemAlloc(partials, nullptr, false);
  params = mgpuMemAlloc(64, nullptr, false);
  // The scale rows' maxima of the float output that has the most.
  int64_t rows = 1;
  for (const TensorSpec &spec : sig.outputs)
    if (spec.isFloat())
      rows = std::max(rows, scaleRows(spec));
  rowMaxima = mgpuMemAlloc(rows * sizeof(double), nullptr, false);
  if (!floatPartials || !intPartials || !params || !rowMaxima) {
    const char *e = kgenGpuRuntimeLastError();
    return std::string("cannot allocate the device checks' buffers") +
           (e ? std::string(": ") + e : "");
  }
  return "";
}

std::string
DeviceChecks::call(llvm::StringRef name,
                   llvm::ArrayRef<std::pair<void *, int64_t>> memrefs) {
  // Rank-1 descriptors: allocated and aligned pointers, offset, size,
  // stride.
  std::vector<std::array<int64_t, 5>> descriptors;
  for (auto [data, size] : memrefs)
    descriptors.push_back({reinterpret_cast<int64_t>(data),
                           reinterpret_cast<int64_t>(data), 0, size, 1});
  llvm::SmallVector<void *> pointers, args;
  for (auto &d : descriptors)
    pointers.push_back(d.data());
  for (void *&p : pointers)
    args.push_back(&p);
  if (llvm::Error err =
          engine.invokePacked(("_mlir_ciface_" + name).str(), args))
    return "the device check " + name.str() +
           " failed: " + llvm::toString(std::move(err));
  kgenGpuDeviceSynchronize();
  if (const char *e = kgenGpuRuntimeLastError())
    return "the device check " + name.str() + " failed: " + e;
  return "";
}

std::string DeviceChecks::download(void *dst, void *src, size_t bytes) {
  mgpuMemcpy(dst, src, bytes, nullptr);
  kgenGpuDeviceSynchronize();
  if (const char *e = kgenGpuRuntimeLastError())
    return std::string("downloading a device check's result failed: ") + e;
  return "";
}

std::string DeviceChecks::generate(unsigned operand, uint64_t seed,
                                   int distribution, void *buffer, void *wide) {
  const TensorSpec &spec = sig.inputs[operand];
  uint64_t values[2] = {seed, static_cast<uint64_t>(distribution)};
  mgpuMemcpy(params, values, sizeof(values), nullptr);
  return call(
      "kgen_check_generate_in" + std::to_string(operand),
      {{buffer, spec.elements()}, {wide, spec.elements()}, {params, 2}});
}

std::string DeviceChecks::hash(const std::string &name, const TensorSpec &spec,
                               void *buffer, uint64_t &hash) {
  std::string error =
      call(name, {{buffer, hashView(spec).first}, {intPartials, kThreads}});
  std::vector<uint64_t> parts(kThreads);
  if (error.empty())
    error = download(parts.data(), intPartials, kThreads * sizeof(uint64_t));
  if (!error.empty())
    return error;
  // The sum of the per-element mixes: independent of the order.
  hash = spec.bytes();
  for (uint64_t part : parts)
    hash += part;
  return "";
}

std::string DeviceChecks::hashInput(unsigned operand, void *buffer,
                                    uint64_t &result) {
  return hash("kgen_check_hash_in" + std::to_string(operand),
              sig.inputs[operand], buffer, result);
}

std::string DeviceChecks::hashOutput(unsigned output, void *buffer,
                                     uint64_t &result) {
  return hash("kgen_check_hash_out" + std::to_string(output),
              sig.outputs[output], buffer, result);
}

std::string DeviceChecks::keep(unsigned output, void *ref, void *kept) {
  int64_t n = sig.outputs[output].elements();
  return call("kgen_check_keep_out" + std::to_string(output),
              {{ref, n}, {kept, n}});
}

/// Adds a counting kernel's partials `counts` (countIntoPartials) to
/// `count`, the threads' counts summed, and `first`, the least of their
/// first indices (-1: none).
static void addCountFirst(const std::vector<int64_t> &counts, int64_t &count,
                          int64_t &first) {
  for (int64_t t = 0; t < kThreads; ++t) {
    count += counts[t * kSlotsPerThread];
    int64_t f = counts[t * kSlotsPerThread + 1];
    if (f >= 0 && (first < 0 || f < first))
      first = f;
  }
}

std::string DeviceChecks::vary(unsigned output, void *ref, void *kept,
                               void *got, double absNoise, double relNoise,
                               ComparisonSums &sums) {
  int64_t n = sig.outputs[output].elements();
  double values[4] = {absNoise, relNoise, 0, 0};
  mgpuMemcpy(params, values, sizeof(values), nullptr);
  std::string error = call("kgen_check_vary_out" + std::to_string(output),
                           {{ref, n},
                            {kept, n},
                            {params, 4},
                            {intPartials, kThreads * kSlotsPerThread}});
  std::vector<int64_t> counts(kThreads * kSlotsPerThread);
  if (error.empty())
    error =
        download(counts.data(), intPartials, counts.size() * sizeof(int64_t));
  if (!error.empty())
    return error;
  sums.varying = 0;
  sums.varyingIndex = -1;
  addCountFirst(counts, sums.varying, sums.varyingIndex);
  if (sums.varyingIndex < 0)
    return "";
  float k = 0, g = 0;
  double r = 0;
  error = download(&k, static_cast<float *>(kept) + sums.varyingIndex,
                   sizeof(float));
  if (error.empty())
    error = download(&r, static_cast<double *>(ref) + sums.varyingIndex,
                     sizeof(double));
  if (error.empty())
    error = download(&g, static_cast<float *>(got) + sums.varyingIndex,
                     sizeof(float));
  sums.varyingKept = k;
  sums.varyingRef = r;
  sums.varyingGot = g;
  return error;
}

std::string DeviceChecks::compare(unsigned output, void *got, void *ref,
                                  const Tolerances &tolerances,
                                  double elementFloor, int64_t rowLength,
                                  ComparisonSums &sums) {
  const TensorSpec &spec = sig.outputs[output];
  int64_t n = spec.elements();
  std::string name = "kgen_check_compare_out" + std::to_string(output);
  std::vector<int64_t> counts(kThreads * kSlotsPerThread);
  sums = ComparisonSums();
  std::string error;
  if (!spec.isFloat()) {
    error = call(name, {{got, n}, {ref, n}, {intPartials, kThreads * 4}});
    if (error.empty())
      error =
          download(counts.data(), intPartials, counts.size() * sizeof(int64_t));
    if (!error.empty())
      return error;
    addCountFirst(counts, sums.mismatches, sums.worstIndex);
    if (sums.worstIndex >= 0) {
      size_t width = spec.elementBytes();
      int64_t a = 0, b = 0;
      error = download(
          &a, static_cast<uint8_t *>(got) + sums.worstIndex * width, width);
      if (error.empty())
        error = download(
            &b, static_cast<uint8_t *>(ref) + sums.worstIndex * width, width);
      if (!error.empty())
        return error;
      auto widen = [&](int64_t raw) -> double {
        switch (spec.kind) {
        case ElementKind::I1:
        case ElementKind::I8:
          return static_cast<int8_t>(raw);
        case ElementKind::I32:
          return static_cast<int32_t>(raw);
        default:
          return static_cast<double>(raw);
        }
      };
      sums.worstGot = widen(a);
      sums.worstRef = widen(b);
      sums.worstError = std::fabs(sums.worstGot - sums.worstRef);
    }
    return "";
  }

  // The largest finite magnitude of the reference in each scale row, then
  // the sums.
  int64_t length =
      rowLength > 0 && n % rowLength == 0 ? rowLength : std::max<int64_t>(n, 1);
  int64_t rows = n / length;
  std::vector<double> parts(kThreads * kSlotsPerThread);
  double values[4] = {tolerances.atolRel, tolerances.rtol, elementFloor,
                      static_cast<double>(length)};
  mgpuMemcpy(params, values, sizeof(values), nullptr);
  mgpuMemset32(rowMaxima, 0, static_cast<size_t>(rows) * 2, nullptr);
  error = call("kgen_check_rowmax_out" + std::to_string(output),
               {{ref, n}, {rowMaxima, scaleRows(spec)}, {params, 4}});
  if (!error.empty())
    return error;
  error = call(name, {{got, n},
                      {ref, n},
                      {rowMaxima, scaleRows(spec)},
                      {params, 4},
                      {floatPartials, kThreads * kSlotsPerThread},
                      {intPartials, kThreads * kSlotsPerThread}});
  if (error.empty())
    error =
        download(parts.data(), floatPartials, parts.size() * sizeof(double));
  if (error.empty())
    error =
        download(counts.data(), intPartials, counts.size() * sizeof(int64_t));
  if (!error.empty())
    return error;
  for (int64_t t = 0; t < kThreads; ++t) {
    const double *f = &parts[t * kSlotsPerThread];
    const int64_t *c = &counts[t * kSlotsPerThread];
    sums.errNorm += f[0];
    sums.refNorm += f[1];
    sums.maxAbs = std::max(sums.maxAbs, f[2]);
    sums.mismatches += c[0];
    sums.nanInfMismatches += c[1];
    sums.policyMismatches += c[2];
    int64_t index = c[3];
    if (index < 0)
      continue;
    if (f[3] > sums.worstExcess ||
        (f[3] == sums.worstExcess && index < sums.worstIndex)) {
      sums.worstExcess = f[3];
      sums.worstIndex = index;
    }
  }
  if (sums.worstIndex >= 0) {
    float g = 0;
    double r = 0;
    error = download(&g, static_cast<float *>(got) + sums.worstIndex,
                     sizeof(float));
    if (error.empty())
      error = download(&r, static_cast<double *>(ref) + sums.worstIndex,
                       sizeof(double));
    if (!error.empty())
      return error;
    double rowMax = 0;
    error = download(
        &rowMax, static_cast<double *>(rowMaxima) + sums.worstIndex / length,
        sizeof(double));
    if (!error.empty())
      return error;
    double atol = tolerances.atolRel * std::max(rowMax, 1e-30);
    sums.worstGot = g;
    sums.worstRef = r;
    double rounded = static_cast<float>(r);
    if (std::isfinite(sums.worstGot) && std::isfinite(rounded)) {
      sums.worstError = std::fabs(sums.worstGot - r);
      sums.worstBound =
          std::max(atol + tolerances.rtol * std::fabs(r), elementFloor);
    } else {
      sums.worstError = HUGE_VAL;
      sums.worstBound = 0;
    }
  }
  return "";
}
