//===- KgenTransformOps.cpp - transform.kgen.* ops ------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "Kgen/TransformOps/KgenTransformOps.h"

#include "kgen/Analysis/OpClassification.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "llvm/ADT/SmallSet.h"

using namespace mlir;
using namespace mlir::kgen;

//===----------------------------------------------------------------------===//
// Custom directive: a bracketed list of bare op-class keywords.
//===----------------------------------------------------------------------===//

static ParseResult parseOpClassList(OpAsmParser &parser, ArrayAttr &classes) {
  SmallVector<Attribute> parsed;
  MLIRContext *context = parser.getContext();
  if (parser.parseCommaSeparatedList(
          OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
            SMLoc loc = parser.getCurrentLocation();
            StringRef name;
            if (parser.parseKeyword(&name))
              return failure();
            std::optional<OpClass> opClass = symbolizeOpClass(name);
            if (!opClass)
              return parser.emitError(loc)
                     << "unknown op class '" << name
                     << "' (expected elementwise, reduction, contraction, "
                        "convolution or pooling)";
            parsed.push_back(OpClassAttr::get(context, *opClass));
            return success();
          }))
    return failure();
  classes = ArrayAttr::get(context, parsed);
  return success();
}

static void printOpClassList(OpAsmPrinter &printer, Operation *,
                             ArrayAttr classes) {
  printer << "[";
  llvm::interleaveComma(classes, printer, [&](Attribute attr) {
    printer << stringifyOpClass(cast<OpClassAttr>(attr).getValue());
  });
  printer << "]";
}

#define GET_OP_CLASSES
#include "Kgen/TransformOps/KgenTransformOps.cpp.inc"

//===----------------------------------------------------------------------===//
// MatchOpClassOp
//===----------------------------------------------------------------------===//

LogicalResult transform::MatchOpClassOp::verify() {
  if (getOpClasses().empty())
    return emitOpError() << "expects at least one op class";
  llvm::SmallSet<OpClass, 5> seen;
  for (Attribute attr : getOpClasses()) {
    OpClass opClass = cast<OpClassAttr>(attr).getValue();
    if (!seen.insert(opClass).second)
      return emitOpError() << "lists op class '" << stringifyOpClass(opClass)
                           << "' more than once";
  }
  return success();
}

DiagnosedSilenceableFailure
transform::MatchOpClassOp::matchOperation(Operation *current,
                                          TransformResults &results,
                                          TransformState &state) {
  std::optional<OpClass> opClass = classifyOp(current);
  if (!opClass) {
    DiagnosedSilenceableFailure diag =
        emitSilenceableError()
        << "'" << current->getName()
        << "' is not a structured op of any kgen op class";
    diag.attachNote(current->getLoc()) << "payload op";
    return diag;
  }
  bool listed = llvm::any_of(getOpClasses(), [&](Attribute attr) {
    return cast<OpClassAttr>(attr).getValue() == *opClass;
  });
  if (listed)
    return DiagnosedSilenceableFailure::success();
  DiagnosedSilenceableFailure diag = emitSilenceableError()
                                     << "op class is '"
                                     << stringifyOpClass(*opClass) << "'";
  diag.attachNote(current->getLoc()) << "payload op";
  return diag;
}

//===----------------------------------------------------------------------===//
// Extension
//===----------------------------------------------------------------------===//

namespace {
class KgenTransformDialectExtension
    : public transform::TransformDialectExtension<
          KgenTransformDialectExtension> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(KgenTransformDialectExtension)

  using Base::Base;

  void init() {
    declareDependentDialect<KgenDialect>();
    registerTransformOps<
#define GET_OP_LIST
#include "Kgen/TransformOps/KgenTransformOps.cpp.inc"
        >();
  }
};
} // namespace

void mlir::kgen::registerTransformDialectExtension(DialectRegistry &registry) {
  registry.addExtensions<KgenTransformDialectExtension>();
}
