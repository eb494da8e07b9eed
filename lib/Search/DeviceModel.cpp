//===- DeviceModel.cpp - the device model records are keyed by ------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// A time is the device's: an H100 and an H200 are both sm_90, and a time
// measured on one says nothing of the other. The tuning database keys every
// record by the model of the device that measured it (docs/search.md, "The
// tuning database"); this file names the device here and picks the record
// that applying and exporting use.
//
//===----------------------------------------------------------------------===//

#include "kgen/Runtime/GPURuntime.h"
#include "kgen/Search/Search.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir::kgen;

/// The CPU's model: /proc/cpuinfo's "model name" (runs of spaces made one),
/// else LLVM's name for the host CPU ("neoverse-v2": aarch64 kernels print
/// no model name), else "host".
static std::string hostCpuModel() {
  if (auto buffer = llvm::MemoryBuffer::getFileAsStream("/proc/cpuinfo")) {
    llvm::SmallVector<llvm::StringRef> lines;
    (*buffer)->getBuffer().split(lines, '\n');
    for (llvm::StringRef line : lines) {
      auto [key, value] = line.split(':');
      if (key.trim() != "model name" || value.trim().empty())
        continue;
      llvm::SmallVector<llvm::StringRef> words;
      value.split(words, ' ', -1, /*KeepEmpty=*/false);
      for (llvm::StringRef &word : words)
        word = word.trim();
      return llvm::join(words, " ");
    }
  }
  llvm::StringRef name = llvm::sys::getHostCPUName();
  if (!name.empty() && name != "generic")
    return name.str();
  return "host";
}

/// Device 0's name as the driver reports it; "" without a driver.
static std::string gpuModel() {
  if (!kgenGpuRuntimeAvailable() || kgenGpuDeviceCount() < 1)
    return "";
  KgenGpuDeviceInfo info;
  if (kgenGpuGetDeviceInfo(0, &info) != 0)
    return "";
  return llvm::StringRef(info.name).trim().str();
}

std::string mlir::kgen::currentDeviceModel(llvm::StringRef target) {
  // Asked once per process: neither changes while it runs.
  if (target == "host") {
    static const std::string cpu = hostCpuModel();
    return cpu;
  }
  static const std::string gpu = gpuModel();
  return gpu;
}

std::string mlir::kgen::describeDeviceModel(llvm::StringRef model) {
  if (model.empty())
    return "an unknown device";
  return ("\"" + model + "\"").str();
}

TunedChoice mlir::kgen::chooseTuned(TuningDB &db, int64_t workload,
                                    llvm::StringRef requested,
                                    llvm::StringRef current) {
  TunedChoice choice;
  if (workload < 0)
    return choice;
  // A device model asked for: its records only.
  if (!requested.empty()) {
    choice.record = db.best(workload, requested);
    return choice;
  }
  if (!current.empty()) {
    choice.record = db.best(workload, current);
    if (choice.record)
      return choice;
  }
  // No record of this machine's device (or no device here, e.g. applying
  // for a GPU on a build machine): the fastest record of any device model,
  // and a note that says whose it is.
  choice.record = db.best(workload, std::nullopt);
  if (!choice.record)
    return choice;
  unsigned verified = 0;
  for (const std::string &device : db.devices(workload))
    if (db.best(workload, llvm::StringRef(device)))
      ++verified;
  llvm::raw_string_ostream os(choice.note);
  os << "measured on " << describeDeviceModel(choice.record->device) << " (";
  if (current.empty())
    os << "the device here is unknown: no GPU driver loads";
  else
    os << "this machine's " << describeDeviceModel(current)
       << " has no verified record";
  os << ")";
  if (verified > 1)
    os << "; " << verified << " device models have verified records "
       << "(device=MODEL picks one)";
  return choice;
}
