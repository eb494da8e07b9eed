//===- kgen-import-onnx.cpp - import an ONNX model as MLIR ----------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
//   kgen-import-onnx model.onnx [-o model.mlir] [--bind=NAME=DIM]...
//                    [--embed-initializers]
//
// Writes one module with a public func.func @main (docs/import.md,
// docs/import.md). Exits 1 with one message on any error.
//
//===----------------------------------------------------------------------===//

#include "kgen/Import/ONNX.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace mlir;

/// The tool's own options: --help lists these (LLVM's are hidden and still
/// parse).
static cl::OptionCategory importCategory("kgen-import-onnx options");

static cl::opt<std::string> inputPath(cl::cat(importCategory), cl::Positional,
                                      cl::Required,
                                      cl::desc("<model.onnx, - for stdin>"));
static cl::opt<std::string> outputPath(cl::cat(importCategory), "o",
                                       cl::desc("Output file"),
                                       cl::value_desc("file"), cl::init("-"));
static cl::list<std::string>
    binds(cl::cat(importCategory), "bind",
          cl::desc("Bind a symbolic dimension: --bind=NAME=DIM"),
          cl::value_desc("NAME=DIM"));
static cl::opt<bool> embedInitializers(
    cl::cat(importCategory), "embed-initializers",
    cl::desc("Make initializers arith.constant ops instead of @main "
             "arguments"),
    cl::init(false));

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(importCategory);
  cl::ParseCommandLineOptions(argc, argv, "kgen ONNX importer\n");

  MLIRContext context;
  // One line per error: "kgen-import-onnx: error: <message>".
  ScopedDiagnosticHandler handler(&context, [](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error)
      errs() << "kgen-import-onnx: error: " << diag.str() << "\n";
    return success();
  });

  kgen::OnnxImportOptions options;
  options.embedInitializers = embedInitializers;
  for (const std::string &bind : binds) {
    auto [name, value] = StringRef(bind).split('=');
    int64_t dim;
    if (name.empty() || value.getAsInteger(10, dim) || dim <= 0) {
      errs() << "kgen-import-onnx: error: --bind=" << bind
             << ": expected NAME=DIM with a positive integer DIM\n";
      return 1;
    }
    auto [it, inserted] = options.dimBindings.try_emplace(name.str(), dim);
    if (!inserted) {
      errs() << "kgen-import-onnx: error: --bind=" << bind << ": '" << name
             << "' is bound twice (also --bind=" << name << "=" << it->second
             << ")\n";
      return 1;
    }
  }

  FailureOr<OwningOpRef<ModuleOp>> module =
      kgen::importOnnxModel(&context, inputPath, options);
  if (failed(module))
    return 1;

  std::string error;
  std::unique_ptr<ToolOutputFile> out = openOutputFile(outputPath, &error);
  if (!out) {
    errs() << "kgen-import-onnx: error: " << error << "\n";
    return 1;
  }
  (*module)->print(out->os());
  out->os() << "\n";
  out->keep();
  return 0;
}
