//===- ValidateEnums.td - the validator's enums ------------*- tablegen -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The validator's enums, with their string conversions generated
// (stringifyX / symbolizeX): the spellings are those of the JSON report and
// of the tools' options (docs/validate.md).
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_VALIDATE_ENUMS
#define KGEN_VALIDATE_ENUMS

include "mlir/IR/EnumAttr.td"

// The outcome of a validation. ReferenceError: the kernel's own float64
// reference (or its float32 evaluation), run in the worker like the
// candidate, died of a signal, failed on the GPU or ran past the time
// limit; the candidate cannot be validated against it. Slower: timed first
// against a cutoff (ValidateOptions::timingCutoffMs, the tuner's best time
// so far) and slower than it; not checked, so never a verification.
def Kgen_Verdict : I32EnumAttr<"Verdict", "validation verdict", [
    I32EnumAttrCase<"Ok", 0, "OK">,
    I32EnumAttrCase<"CompileError", 1, "COMPILE_ERROR">,
    I32EnumAttrCase<"VerifyError", 2, "VERIFY_ERROR">,
    I32EnumAttrCase<"RuntimeError", 3, "RUNTIME_ERROR">,
    I32EnumAttrCase<"Timeout", 4, "TIMEOUT">,
    I32EnumAttrCase<"WrongAnswer", 5, "WRONG_ANSWER">,
    I32EnumAttrCase<"ReferenceError", 6, "REFERENCE_ERROR">,
    I32EnumAttrCase<"Slower", 7, "SLOWER">]> {
  let cppNamespace = "::mlir::kgen";
  let genSpecializedAttr = 0;
}

// Where the float64 reference runs (and, as ChecksPlace, where the
// per-element checks run). Auto: the device when the target is a GPU and a
// driver loads; Host: the CPU, the kernel in float64 lowered with
// kgen-lower-to-host; Device: the GPU, lowered with kgen-lower-to-nvvm.
def Kgen_ReferenceKind : I32EnumAttr<"ReferenceKind", "reference place", [
    I32EnumAttrCase<"Auto", 0, "auto">,
    I32EnumAttrCase<"Host", 1, "host">,
    I32EnumAttrCase<"Device", 2, "device">]> {
  let cppNamespace = "::mlir::kgen";
  let genSpecializedAttr = 0;
}

// The input distributions every validation cycles through: uniform in
// [-1, 1), uniform in [0, 1), standard normal, uniform in [-1e4, 1e4)
// (beyond any clamp or saturation), and zeros, ones, -1, tiny and huge
// values mixed with normals. The values are those the device checks'
// generator is compiled with.
def Kgen_Distribution : I32EnumAttr<"Distribution", "input distribution", [
    I32EnumAttrCase<"UniformSigned", 0, "uniform[-1,1)">,
    I32EnumAttrCase<"UniformUnsigned", 1, "uniform[0,1)">,
    I32EnumAttrCase<"Normal", 2, "normal(0,1)">,
    I32EnumAttrCase<"Large", 3, "uniform[-1e4,1e4)">,
    I32EnumAttrCase<"Special", 4, "special">,
    I32EnumAttrCase<"Offset", 5, "uniform[-1001,-999)">]> {
  let cppNamespace = "::mlir::kgen";
  let genSpecializedAttr = 0;
}

#endif // KGEN_VALIDATE_ENUMS
