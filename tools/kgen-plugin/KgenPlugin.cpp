//===- KgenPlugin.cpp - kgen as an mlir-opt plugin ------------------------===//
//
// Part of kgen. Exports the dialect and pass plugin entry points that
// mlir-opt's --load-dialect-plugin and --load-pass-plugin look up.
//
//===----------------------------------------------------------------------===//

#include "kgen/InitAllDialects.h"
#include "kgen/InitAllPasses.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

using namespace mlir;

extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {
      MLIR_PLUGIN_API_VERSION, "KgenDialect", LLVM_VERSION_STRING,
      [](DialectRegistry *registry) { kgen::registerAllDialects(*registry); }};
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "KgenPasses", LLVM_VERSION_STRING,
          []() { kgen::registerAllPasses(); }};
}
