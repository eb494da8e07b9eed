//===- kgen-opt.cpp - kgen optimizer driver -------------------------------===//
//
// Part of kgen. The upstream dialects, extensions and passes, plus kgen's.
//
//===----------------------------------------------------------------------===//

#include "kgen/InitAllDialects.h"
#include "kgen/InitAllPasses.h"
#include "kgen/Version.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // gpu-module-to-binary translates device code to LLVM IR in-process.
  mlir::registerAllToLLVMIRTranslations(registry);
  mlir::registerAllPasses();
  mlir::kgen::registerAllDialects(registry);
  mlir::kgen::registerAllPasses();
  llvm::cl::AddExtraVersionPrinter([](llvm::raw_ostream &os) {
    os << "kgen version " KGEN_VERSION " (built with LLVM/MLIR "
       << KGEN_LLVM_VERSION << ")\n";
  });
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "kgen optimizer driver: MLIR passes plus kgen's\n",
      registry));
}
