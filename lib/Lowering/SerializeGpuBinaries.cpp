//===- SerializeGpuBinaries.cpp - cubin/hsaco and artifacts ---------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Lowering/Passes.h"
#include "kgen/Lowering/Toolchain.h"

#include "Kgen/IR/KgenDialect.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_SERIALIZEGPUBINARIES
#include "kgen/Lowering/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;
using namespace mlir::kgen;

static llvm::Error writeFile(StringRef path, StringRef contents) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec, llvm::sys::fs::OF_None);
  if (ec)
    return llvm::createStringError("cannot write '" + path +
                                   "': " + ec.message());
  os << contents;
  return llvm::Error::success();
}

static llvm::Expected<std::string> readFile(StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false);
  if (!buffer)
    return llvm::createStringError("cannot read '" + path +
                                   "': " + buffer.getError().message());
  return (*buffer)->getBuffer().str();
}

/// A constant index or integer operand, or null in JSON.
static llvm::json::Value constantOrNull(Value value) {
  APInt constant;
  if (value && matchPattern(value, m_ConstantInt(&constant)))
    return constant.getSExtValue();
  return nullptr;
}

namespace {
struct SerializeGpuBinariesPass
    : public kgen::impl::SerializeGpuBinariesBase<SerializeGpuBinariesPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (format != "bin" && format != "isa") {
      module.emitError() << "kgen-serialize-gpu-binaries: format must be "
                            "'bin' or 'isa', got '"
                         << format << "'";
      return signalPassFailure();
    }
    // Files go to the artifacts directory, or to a scratch directory.
    bool keepArtifacts = !artifactsDir.empty();
    SmallString<256> dir(artifactsDir);
    std::error_code ec =
        keepArtifacts
            ? llvm::sys::fs::create_directories(dir)
            : llvm::sys::fs::createUniqueDirectory("kgen-serialize", dir);
    if (ec) {
      module.emitError() << "kgen-serialize-gpu-binaries: cannot create '"
                         << dir << "': " << ec.message();
      return signalPassFailure();
    }
    workDir = std::string(dir);

    llvm::json::Array modulesJson;
    for (auto binary : module.getOps<gpu::BinaryOp>()) {
      SmallVector<Attribute> objects;
      for (Attribute attr : binary.getObjects()) {
        auto object = cast<gpu::ObjectAttr>(attr);
        llvm::json::Object files;
        FailureOr<gpu::ObjectAttr> serialized =
            serialize(binary, object, files);
        if (failed(serialized))
          return signalPassFailure();
        objects.push_back(*serialized);
        llvm::json::Object entry;
        entry["name"] = binary.getSymName();
        entry["target"] = printAttr(object.getTarget());
        entry["files"] = std::move(files);
        modulesJson.push_back(std::move(entry));
      }
      binary.setObjectsAttr(ArrayAttr::get(&getContext(), objects));
    }

    if (!keepArtifacts) {
      llvm::sys::fs::remove_directories(workDir);
      return;
    }
    llvm::json::Object hostFiles;
    if (!writeHostCode(module, hostFiles) ||
        !writeManifest(module, std::move(modulesJson), std::move(hostFiles)))
      return signalPassFailure();
  }

  /// Writes the host code as LLVM IR (host.ll), and, with llc and ld.lld,
  /// as a position-independent object (host.o) and shared library
  /// (libhost.so) that a program links or loads beside the GPU runtime.
  bool writeHostCode(ModuleOp module, llvm::json::Object &files) {
    llvm::LLVMContext llvmContext;
    std::unique_ptr<llvm::Module> llvmModule =
        translateModuleToLLVMIR(module, llvmContext, "kgen_host");
    if (!llvmModule) {
      module.emitError() << "kgen-serialize-gpu-binaries: cannot translate "
                            "the host code to LLVM IR (are the LLVM IR "
                            "translations registered?)";
      return false;
    }
    std::string text;
    llvm::raw_string_ostream os(text);
    llvmModule->print(os, nullptr);
    std::string llPath = pathFor("host", "ll");
    if (llvm::Error error = writeFile(llPath, text)) {
      module.emitError() << "kgen-serialize-gpu-binaries: "
                         << llvm::toString(std::move(error));
      return false;
    }
    files["ll"] = "host.ll";

    // Without llc (or ld.lld) the host artifacts stop at host.ll (host.o).
    llvm::Expected<std::string> llc = findTool("llc", getLLVMToolDirs());
    if (!llc) {
      llvm::consumeError(llc.takeError());
      return true;
    }
    std::string objPath = pathFor("host", "o");
    if (llvm::Error failed =
            runTool(*llc, {*llc, "-O2", "-filetype=obj",
                           "-relocation-model=pic", llPath, "-o", objPath})) {
      module.emitError() << "llc failed: " << llvm::toString(std::move(failed));
      return false;
    }
    files["o"] = "host.o";
    llvm::Expected<std::string> lld = findTool("ld.lld", getLLVMToolDirs());
    if (!lld) {
      llvm::consumeError(lld.takeError());
      return true;
    }
    std::string soPath = pathFor("libhost", "so");
    if (llvm::Error failed =
            runTool(*lld, {*lld, "-shared", objPath, "-o", soPath})) {
      module.emitError() << "ld.lld failed: "
                         << llvm::toString(std::move(failed));
      return false;
    }
    files["so"] = "libhost.so";
    return true;
  }

  std::string printAttr(Attribute attr) {
    std::string text;
    llvm::raw_string_ostream os(text);
    attr.print(os);
    return text;
  }

  std::string pathFor(StringRef name, StringRef extension) {
    SmallString<256> path(workDir);
    llvm::sys::path::append(path, name + "." + extension);
    return std::string(path);
  }

  FailureOr<gpu::ObjectAttr> serialize(gpu::BinaryOp binary,
                                       gpu::ObjectAttr object,
                                       llvm::json::Object &files) {
    if (object.getFormat() != gpu::CompilationTarget::Assembly)
      return binary.emitError()
             << "kgen-serialize-gpu-binaries expects assembly objects; run "
                "gpu-module-to-binary{format=isa} first";
    if (auto nvvm = dyn_cast<NVVM::NVVMTargetAttr>(object.getTarget()))
      return serializeNvvm(binary, object, nvvm, files);
    if (auto rocdl = dyn_cast<ROCDL::ROCDLTargetAttr>(object.getTarget()))
      return serializeRocdl(binary, object, rocdl, files);
    return binary.emitError()
           << "kgen-serialize-gpu-binaries: unsupported target "
           << object.getTarget();
  }

  /// PTX -> cubin with ptxas; SASS with cuobjdump when present.
  FailureOr<gpu::ObjectAttr> serializeNvvm(gpu::BinaryOp binary,
                                           gpu::ObjectAttr object,
                                           NVVM::NVVMTargetAttr target,
                                           llvm::json::Object &files) {
    // The toolkit was looked for in the environment (libdevice for the
    // lowering, ptxas here): a variable naming nothing is an error, not a
    // silent fall-back to /usr/local/cuda.
    if (toolkit.empty())
      if (llvm::Error error = checkCudaEnvironment())
        return binary.emitError() << "kgen-serialize-gpu-binaries: "
                                  << llvm::toString(std::move(error));
    std::string name = binary.getSymName().str();
    std::string ptxPath = pathFor(name, "ptx");
    if (llvm::Error error = writeFile(ptxPath, object.getObject().getValue()))
      return binary.emitError() << llvm::toString(std::move(error));
    files["ptx"] = llvm::sys::path::filename(ptxPath).str();
    if (format == "isa" && artifactsDir.empty())
      return object;

    llvm::Expected<std::string> ptxas =
        findTool("ptxas", getCudaToolDirs(toolkit),
                 /*searchPath=*/toolkit.empty());
    if (!ptxas)
      return binary.emitError()
             << "kgen-serialize-gpu-binaries: the CUDA toolkit is needed "
                "to assemble PTX into a cubin: "
             << llvm::toString(ptxas.takeError())
             << "; set the toolkit option or $CUDA_PATH";
    std::string cubinPath = pathFor(name, "cubin");
    std::string ptxasLog;
    if (llvm::Error failed =
            runTool(*ptxas,
                    {*ptxas, "-v", "-arch=" + target.getChip().str(),
                     "-O" + std::to_string(std::min(target.getO(), 3)), ptxPath,
                     "-o", cubinPath},
                    "", &ptxasLog))
      return binary.emitError()
             << "ptxas failed: " << llvm::toString(std::move(failed));
    files["cubin"] = llvm::sys::path::filename(cubinPath).str();
    // ptxas's report (registers, spills, stack, and notes such as wgmma
    // serialization), kept next to the cubin.
    std::string logPath = pathFor(name, "ptxas.log");
    if (llvm::Error error = writeFile(logPath, ptxasLog))
      return binary.emitError() << llvm::toString(std::move(error));
    files["ptxas_log"] = llvm::sys::path::filename(logPath).str();
    if (failed(checkRegisters(binary, target, ptxasLog, files)))
      return failure();

    if (!artifactsDir.empty()) {
      // SASS only where cuobjdump is.
      llvm::Expected<std::string> cuobjdump =
          findTool("cuobjdump", getCudaToolDirs(toolkit),
                   /*searchPath=*/toolkit.empty());
      if (!cuobjdump) {
        llvm::consumeError(cuobjdump.takeError());
      } else {
        std::string sassPath = pathFor(name, "sass");
        if (llvm::Error failed =
                runTool(*cuobjdump, {*cuobjdump, "-sass", cubinPath}, sassPath))
          return binary.emitError()
                 << "cuobjdump failed: " << llvm::toString(std::move(failed));
        files["sass"] = llvm::sys::path::filename(sassPath).str();
      }
    }
    if (format == "isa")
      return object;
    llvm::Expected<std::string> cubin = readFile(cubinPath);
    if (!cubin)
      return binary.emitError() << llvm::toString(cubin.takeError());
    return gpu::ObjectAttr::get(&getContext(), target,
                                gpu::CompilationTarget::Binary,
                                StringAttr::get(&getContext(), *cubin),
                                object.getProperties(), object.getKernels());
  }

  /// Reads the registers per thread of each kernel from `ptxas -v`, records
  /// them, and rejects a launch whose block would need more registers than
  /// the chip has per block (it would fail at run time).
  LogicalResult checkRegisters(gpu::BinaryOp binary,
                               NVVM::NVVMTargetAttr target, StringRef ptxasLog,
                               llvm::json::Object &files) {
    llvm::StringMap<int64_t> registers;
    StringRef current;
    for (StringRef line : llvm::split(ptxasLog, '\n')) {
      if (line.contains("Compiling entry function '")) {
        current = line.split("function '").second.split('\'').first;
        continue;
      }
      size_t used = line.find("Used ");
      int64_t count;
      if (used != StringRef::npos && !current.empty() &&
          !line.substr(used + 5).split(' ').first.getAsInteger(10, count) &&
          line.substr(used + 5).split(' ').second.starts_with("registers"))
        registers[current] = count;
    }
    llvm::json::Object json;
    for (auto &entry : registers)
      json[entry.getKey().str()] = entry.getValue();
    files["registers_per_thread"] = std::move(json);

    auto module = binary->getParentOfType<ModuleOp>();
    TargetAttr chip =
        module->getAttrOfType<TargetAttr>(KgenDialect::kTargetAttrName);
    if (!chip || chip.getChip() != target.getChip())
      chip = TargetAttr::getForChip(&getContext(), target.getChip());
    if (!chip)
      return success();
    WalkResult walk = module.walk([&](gpu::LaunchFuncOp launch) {
      if (launch.getKernelModuleName() != binary.getSymNameAttr())
        return WalkResult::advance();
      auto it = registers.find(launch.getKernelName().getValue());
      gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
      APInt x, y, z;
      if (it == registers.end() || !matchPattern(block.x, m_ConstantInt(&x)) ||
          !matchPattern(block.y, m_ConstantInt(&y)) ||
          !matchPattern(block.z, m_ConstantInt(&z)))
        return WalkResult::advance();
      int64_t threads = x.getSExtValue() * y.getSExtValue() * z.getSExtValue();
      int64_t needed = it->second * threads;
      if (needed <= static_cast<int64_t>(chip.getRegistersPerBlock()))
        return WalkResult::advance();
      launch.emitError() << "kernel '" << launch.getKernelName().getValue()
                         << "' uses " << it->second
                         << " registers per thread; a block of " << threads
                         << " threads needs " << needed << ", more than the "
                         << chip.getRegistersPerBlock()
                         << " registers per block of " << chip.getChip();
      return WalkResult::interrupt();
    });
    return failure(walk.wasInterrupted());
  }

  /// AMDGCN assembly -> object with llvm-mc -> hsaco with ld.lld.
  FailureOr<gpu::ObjectAttr> serializeRocdl(gpu::BinaryOp binary,
                                            gpu::ObjectAttr object,
                                            ROCDL::ROCDLTargetAttr target,
                                            llvm::json::Object &files) {
    std::string name = binary.getSymName().str();
    std::string asmPath = pathFor(name, "s");
    if (llvm::Error error = writeFile(asmPath, object.getObject().getValue()))
      return binary.emitError() << llvm::toString(std::move(error));
    files["s"] = llvm::sys::path::filename(asmPath).str();
    if (format == "isa" && artifactsDir.empty())
      return object;

    llvm::Expected<std::string> mc = findTool("llvm-mc", getLLVMToolDirs());
    if (!mc)
      return binary.emitError() << "kgen-serialize-gpu-binaries: "
                                << llvm::toString(mc.takeError());
    llvm::Expected<std::string> lld = findTool("ld.lld", getLLVMToolDirs());
    if (!lld)
      return binary.emitError()
             << "kgen-serialize-gpu-binaries: an hsaco needs LLVM's linker: "
             << llvm::toString(lld.takeError()) << " (Debian package lld-"
             << LLVM_VERSION_MAJOR << ")";
    std::string objPath = pathFor(name, "o");
    std::string hsacoPath = pathFor(name, "hsaco");
    if (llvm::Error failed =
            runTool(*mc, {*mc, "-triple=" + target.getTriple().str(),
                          "-mcpu=" + target.getChip().str(), "-filetype=obj",
                          asmPath, "-o", objPath}))
      return binary.emitError()
             << "llvm-mc failed: " << llvm::toString(std::move(failed));
    if (llvm::Error failed = runTool(*lld, {*lld, "-flavor", "gnu", "-shared",
                                            objPath, "-o", hsacoPath}))
      return binary.emitError()
             << "ld.lld failed: " << llvm::toString(std::move(failed));
    llvm::sys::fs::remove(objPath);
    files["hsaco"] = llvm::sys::path::filename(hsacoPath).str();
    if (format == "isa")
      return object;
    llvm::Expected<std::string> hsaco = readFile(hsacoPath);
    if (!hsaco)
      return binary.emitError() << llvm::toString(hsaco.takeError());
    return gpu::ObjectAttr::get(&getContext(), target,
                                gpu::CompilationTarget::Binary,
                                StringAttr::get(&getContext(), *hsaco),
                                object.getProperties(), object.getKernels());
  }

  /// Writes kernels.json: the target, the modules with their files, and
  /// every launch with its kernel and launch shape.
  bool writeManifest(ModuleOp module, llvm::json::Array modulesJson,
                     llvm::json::Object hostFiles) {
    llvm::json::Array launches;
    module.walk([&](gpu::LaunchFuncOp launch) {
      llvm::json::Object entry;
      entry["kernel"] = launch.getKernelName().getValue();
      entry["module"] = launch.getKernelModuleName().getValue();
      if (auto func = launch->getParentOfType<FunctionOpInterface>())
        entry["host_function"] = func.getName();
      gpu::KernelDim3 grid = launch.getGridSizeOperandValues();
      gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
      entry["grid"] =
          llvm::json::Array{constantOrNull(grid.x), constantOrNull(grid.y),
                            constantOrNull(grid.z)};
      entry["block"] =
          llvm::json::Array{constantOrNull(block.x), constantOrNull(block.y),
                            constantOrNull(block.z)};
      Value dynamicShared = launch.getDynamicSharedMemorySize();
      entry["dynamic_shared_memory"] =
          dynamicShared ? constantOrNull(dynamicShared) : llvm::json::Value(0);
      launches.push_back(std::move(entry));
    });

    llvm::json::Object manifest;
    manifest["version"] = 1;
    if (Attribute target = module->getAttr(KgenDialect::kTargetAttrName))
      manifest["kgen_target"] = printAttr(target);
    manifest["binary_format"] = format;
    manifest["modules"] = std::move(modulesJson);
    manifest["host"] = std::move(hostFiles);
    manifest["launches"] = std::move(launches);

    std::string text;
    llvm::raw_string_ostream os(text);
    os << llvm::formatv("{0:2}", llvm::json::Value(std::move(manifest)))
       << "\n";
    if (llvm::Error error = writeFile(pathFor("kernels", "json"), text)) {
      module.emitError() << "kgen-serialize-gpu-binaries: "
                         << llvm::toString(std::move(error));
      return false;
    }
    return true;
  }

  std::string workDir;
};
} // namespace
