//===- DeviceCheckKernels.cpp - the device checks' MLIR text -------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The check kernels of a signature as MLIR text (buildDeviceCheckModule);
// DeviceChecks.cpp runs them. The kernels are grid-stride loops over an
// operand's elements in flat order. The reductions (comparison sums, hashes,
// the reference's largest magnitude) keep one partial result per thread, in
// increasing element order within a thread; the host combines the partials
// (sums, maxima, and for the worst element the largest excess, the smallest
// index on ties: the first one, as the host's sequential rule finds it).
//
//===----------------------------------------------------------------------===//

#include "DeviceChecks.h"

#include "Generator.h"

#include "llvm/ADT/bit.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <array>
#include <cmath>
#include <cstring>
#include <functional>

using namespace mlir;
using namespace mlir::kgen;

using namespace mlir::kgen::device_checks;

namespace {
/// The element type of an operand's buffer (i1 is stored as bytes).
std::string elementType(ElementKind kind) {
  return kind == ElementKind::I1 ? "i8" : stringifyElementKind(kind);
}

std::string referenceType(ElementKind kind) {
  return kind == ElementKind::F32 ? "f64" : elementType(kind);
}

std::string memrefOf(int64_t n, const std::string &element) {
  return "memref<" + std::to_string(n) + "x" + element + ">";
}

/// SSA text of one kernel body, with fresh value names.
struct Emitter {
  std::string text;
  int next = 0;
  std::string op(const std::string &rhs) {
    std::string name = "%v" + std::to_string(next++);
    text += "      " + name + " = " + rhs + "\n";
    return name;
  }
  void line(const std::string &s) { text += "      " + s + "\n"; }
  std::string i64(uint64_t value) {
    return op("arith.constant " + std::to_string(static_cast<int64_t>(value)) +
              " : i64");
  }
  std::string index(int64_t value) {
    return op("arith.constant " + std::to_string(value) + " : index");
  }
  std::string f64(double value) {
    char hex[32];
    snprintf(hex, sizeof(hex), "0x%016llX",
             static_cast<unsigned long long>(llvm::bit_cast<uint64_t>(value)));
    return op(std::string("arith.constant ") + hex + " : f64");
  }
  std::string f32(float value) {
    char hex[16];
    snprintf(hex, sizeof(hex), "0x%08X", llvm::bit_cast<uint32_t>(value));
    return op(std::string("arith.constant ") + hex + " : f32");
  }
  std::string i1(bool value) {
    return op(std::string("arith.constant ") + (value ? "true" : "false"));
  }
  std::string bin(const std::string &name, const std::string &a,
                  const std::string &b, const std::string &type) {
    return op(name + " " + a + ", " + b + " : " + type);
  }
  std::string select(const std::string &c, const std::string &a,
                     const std::string &b, const std::string &type) {
    return op("arith.select " + c + ", " + a + ", " + b + " : " + type);
  }

  /// SplitMix64's finalizer of x (generator::draw without the increment).
  std::string mix(const std::string &x) {
    std::string z = x;
    unsigned shifts[] = {generator::kShift1, generator::kShift2};
    uint64_t muls[] = {generator::kMix1, generator::kMix2};
    for (int k = 0; k < 2; ++k) {
      std::string s = bin("arith.shrui", z, i64(shifts[k]), "i64");
      z = bin("arith.muli", bin("arith.xori", z, s, "i64"), i64(muls[k]),
              "i64");
    }
    std::string s = bin("arith.shrui", z, i64(generator::kShift3), "i64");
    return bin("arith.xori", z, s, "i64");
  }
  /// generator::draw(seed, counter + offset).
  std::string draw(const std::string &seed, const std::string &counter,
                   uint64_t offset) {
    std::string k = bin("arith.addi", counter, i64(offset + 1), "i64");
    std::string m = bin("arith.muli", k, i64(generator::kGolden), "i64");
    return mix(bin("arith.addi", seed, m, "i64"));
  }
  /// Uniform in [0, 1) from a draw: (d >> 11) * 2^-53.
  std::string uniform(const std::string &d) {
    std::string bits = bin("arith.shrui", d, i64(11), "i64");
    std::string u = op("arith.uitofp " + bits + " : i64 to f64");
    return bin("arith.mulf", u, f64(0x1.0p-53), "f64");
  }
  /// The float value of element `counter` / 4 of a float stream, as
  /// fillInputs computes it, for the distribution `dist` (an i64 holding
  /// the Distribution's enumerator).
  std::string floatValue(const std::string &seed, const std::string &dist,
                         const std::string &counter) {
    std::string u0 = uniform(draw(seed, counter, 0));
    std::string one = f64(1.0), two = f64(2.0);
    std::string signedWide =
        bin("arith.subf", bin("arith.mulf", two, u0, "f64"), one, "f64");
    std::string uniformSigned =
        op("arith.truncf " + signedWide + " : f64 to f32");
    std::string uniformUnsigned = op("arith.truncf " + u0 + " : f64 to f32");
    std::string large =
        op("arith.truncf " +
           bin("arith.mulf", signedWide, f64(generator::kLargeScale), "f64") +
           " : f64 to f32");
    std::string offset =
        op("arith.truncf " +
           bin("arith.addf", signedWide, f64(generator::kOffset), "f64") +
           " : f64 to f32");
    // Box-Muller from draws counter and counter + 1.
    std::string u = bin("arith.subf", one, u0, "f64");
    std::string v = uniform(draw(seed, counter, 1));
    std::string log = op("math.log " + u + " : f64");
    std::string radius =
        op("math.sqrt " + bin("arith.mulf", f64(-2.0), log, "f64") + " : f64");
    std::string angle = bin("arith.mulf", f64(generator::kTwoPi), v, "f64");
    std::string cos = op("math.cos " + angle + " : f64");
    std::string normal =
        op("arith.truncf " + bin("arith.mulf", radius, cos, "f64") +
           " : f64 to f32");
    // Special: odd picks take a value of the table, even ones a normal.
    std::string pick = draw(seed, counter, 3);
    std::string odd = op("arith.trunci " + pick + " : i64 to i1");
    std::string which =
        bin("arith.remui", bin("arith.shrui", pick, i64(1), "i64"),
            i64(generator::kNumSpecials), "i64");
    std::string special = f32(generator::kSpecials[0]);
    for (unsigned k = 1; k < generator::kNumSpecials; ++k) {
      std::string is = op("arith.cmpi eq, " + which + ", " + i64(k) + " : i64");
      special = select(is, f32(generator::kSpecials[k]), special, "f32");
    }
    std::string specialValue = select(odd, special, normal, "f32");
    // By distribution (the enumerators of Distribution, in order).
    std::string value = specialValue;
    std::pair<Distribution, std::string> cases[] = {
        {Distribution::Offset, offset},
        {Distribution::Large, large},
        {Distribution::Normal, normal},
        {Distribution::UniformUnsigned, uniformUnsigned},
        {Distribution::UniformSigned, uniformSigned}};
    for (auto &[d, text] : cases) {
      std::string is = op("arith.cmpi eq, " + dist + ", " +
                          i64(static_cast<uint64_t>(d)) + " : i64");
      value = select(is, text, value, "f32");
    }
    return value;
  }
};

/// A function around one grid-stride loop in a gpu.launch of `blocks` x
/// kThreadsPerBlock threads. `body` emits the loop's body given the index
/// (%i, as index) and the iteration arguments, returning the values to
/// yield; `tail` emits what follows the loop given its results (%t is the
/// thread's flat id).
struct LoopKernel {
  std::string name, args;
  int64_t elements = 0, blocks = kBlocks;
  std::vector<std::pair<std::string, std::string>> iterArgs; // init, type
  std::function<void(Emitter &, const std::vector<std::string> &,
                     std::vector<std::string> &)>
      prologue; ///< values defined before the loop (loads of parameters)
  std::function<std::vector<std::string>(
      Emitter &, const std::vector<std::string> &before,
      const std::vector<std::string> &carried)>
      body;
  std::function<void(Emitter &, const std::vector<std::string> &before,
                     const std::vector<std::string> &results)>
      tail;

  std::string emit() const {
    Emitter e;
    std::string threads = e.index(kThreadsPerBlock);
    std::string base = e.bin("arith.muli", "%bx", threads, "index");
    e.line("%t = arith.addi " + base + ", %tx : index");
    std::string n = e.index(elements);
    std::string stride = e.index(blocks * kThreadsPerBlock);
    std::vector<std::string> before;
    if (prologue) {
      std::vector<std::string> none;
      prologue(e, none, before);
    }
    std::vector<std::string> inits;
    for (auto &[init, type] : iterArgs)
      inits.push_back(e.op(init));
    std::string loop = "scf.for %i = %t to " + n + " step " + stride;
    std::string results;
    if (!iterArgs.empty()) {
      loop += " iter_args(";
      std::string types;
      for (size_t k = 0; k < iterArgs.size(); ++k) {
        loop += (k ? ", %acc" : "%acc") + std::to_string(k) + " = " + inits[k];
        types += (k ? ", " : "") + iterArgs[k].second;
      }
      loop += ") -> (" + types + ")";
      results = "%r:" + std::to_string(iterArgs.size()) + " = ";
    }
    e.line(results + loop + " {");
    std::vector<std::string> carried;
    for (size_t k = 0; k < iterArgs.size(); ++k)
      carried.push_back("%acc" + std::to_string(k));
    std::vector<std::string> yielded = body(e, before, carried);
    std::string yield = "  scf.yield";
    for (size_t k = 0; k < yielded.size(); ++k)
      yield += (k ? ", " : " ") + yielded[k];
    if (!yielded.empty()) {
      yield += " : ";
      for (size_t k = 0; k < iterArgs.size(); ++k)
        yield += (k ? ", " : "") + iterArgs[k].second;
    }
    e.line(yield);
    e.line("}");
    std::vector<std::string> out;
    for (size_t k = 0; k < iterArgs.size(); ++k)
      out.push_back("%r#" + std::to_string(k));
    if (tail)
      tail(e, before, out);
    std::string text;
    text += "  func.func @" + name + "(" + args +
            ") attributes {llvm.emit_c_interface} {\n";
    text += "    %c1 = arith.constant 1 : index\n";
    text += "    %cb = arith.constant " + std::to_string(blocks) + " : index\n";
    text += "    %ct = arith.constant " + std::to_string(kThreadsPerBlock) +
            " : index\n";
    text += "    gpu.launch blocks(%bx, %by, %bz) in (%gx = %cb, %gy = %c1, "
            "%gz = %c1) threads(%tx, %ty, %tz) in (%sx = %ct, %sy = %c1, "
            "%sz = %c1) {\n";
    text += e.text;
    text += "      gpu.terminator\n    }\n    return\n  }\n";
    return text;
  }
};

/// Stores `values` into `%out` at [t * size + k].
void storePartials(Emitter &e, const std::vector<std::string> &values,
                   const std::string &memref, const std::string &out = "%out") {
  std::string size = e.index(values.size());
  std::string base = e.bin("arith.muli", "%t", size, "index");
  for (size_t k = 0; k < values.size(); ++k) {
    std::string at = e.bin("arith.addi", base, e.index(k), "index");
    e.line("memref.store " + values[k] + ", " + out + "[" + at +
           "] : " + memref);
  }
}

/// Makes `k` a counting kernel (the constant-output check's varying
/// elements, an integer output's mismatches): its iteration arguments are
/// the count (0) and the first index counted (-1: none), which its tail
/// stores into `%iout` (of type `iType`) at [t * kSlotsPerThread] and the
/// next slot, the two slots after them zero. The body yields
/// countElement's values; addCountFirst sums the threads' partials.
void countIntoPartials(LoopKernel &k, const std::string &iType) {
  k.iterArgs = {{"arith.constant 0 : i64", "i64"},
                {"arith.constant -1 : i64", "i64"}};
  k.tail = [iType](Emitter &e, const std::vector<std::string> &,
                   const std::vector<std::string> &results) {
    std::string zero = e.i64(0);
    storePartials(e, {results[0], results[1], zero, zero}, iType, "%iout");
  };
}

/// A counting kernel's accumulator after element %i (countIntoPartials):
/// the count `acc[0]` and the first index `acc[1]`, the element counted
/// when `hit`.
std::vector<std::string> countElement(Emitter &e, const std::string &hit,
                                      const std::vector<std::string> &acc) {
  std::string none =
      e.op("arith.cmpi slt, " + acc[1] + ", " + e.i64(0) + " : i64");
  std::string first = e.bin("arith.andi", hit, none, "i1");
  std::string index = e.op("arith.index_cast %i : index to i64");
  return std::vector<std::string>{
      e.bin("arith.addi", acc[0], e.op("arith.extui " + hit + " : i1 to i64"),
            "i64"),
      e.select(first, index, acc[1], "i64")};
}

std::string generateKernel(unsigned operand, const TensorSpec &spec) {
  LoopKernel k;
  k.name = "kgen_check_generate_in" + std::to_string(operand);
  int64_t n = spec.elements();
  std::string outType = memrefOf(n, elementType(spec.kind));
  std::string wideType = memrefOf(n, referenceType(spec.kind));
  k.args =
      "%out: " + outType + ", %wide: " + wideType + ", %params: memref<2xi64>";
  k.elements = n;
  k.blocks = kGenerateBlocks;
  k.prologue = [](Emitter &e, const std::vector<std::string> &,
                  std::vector<std::string> &before) {
    std::string c0 = e.index(0), c1 = e.index(1);
    before.push_back(e.op("memref.load %params[" + c0 + "] : memref<2xi64>"));
    before.push_back(e.op("memref.load %params[" + c1 + "] : memref<2xi64>"));
  };
  k.body = [spec, outType, wideType](Emitter &e,
                                     const std::vector<std::string> &before,
                                     const std::vector<std::string> &) {
    const std::string &seed = before[0], &dist = before[1];
    std::string i = e.op("arith.index_cast %i : index to i64");
    std::string counter = e.bin("arith.muli", i, e.i64(4), "i64");
    auto store = [&](const std::string &value, const std::string &wide) {
      e.line("memref.store " + value + ", %out[%i] : " + outType);
      e.line("memref.store " + wide + ", %wide[%i] : " + wideType);
    };
    std::string type = elementType(spec.kind);
    if (spec.isFloat()) {
      std::string value = e.floatValue(seed, dist, counter);
      store(value, e.op("arith.extf " + value + " : f32 to f64"));
      return std::vector<std::string>{};
    }
    if (spec.kind == ElementKind::F64) {
      std::string value = e.op(
          "arith.extf " + e.floatValue(seed, dist, counter) + " : f32 to f64");
      store(value, value);
      return std::vector<std::string>{};
    }
    std::string wide;
    if (spec.indexBound > 0) {
      // The high half of draw(4i) x bound (fillIndices).
      std::string d = e.draw(seed, counter, 0);
      std::string bound = e.i64(spec.indexBound);
      e.line("%lo, %hi = arith.mului_extended " + d + ", " + bound + " : i64");
      wide = "%hi";
    } else {
      std::string value = e.floatValue(seed, dist, counter);
      if (spec.kind == ElementKind::I1) {
        std::string unsignedDist =
            e.op("arith.cmpi eq, " + dist + ", " +
                 e.i64(static_cast<uint64_t>(Distribution::UniformUnsigned)) +
                 " : i64");
        std::string offsetDist =
            e.op("arith.cmpi eq, " + dist + ", " +
                 e.i64(static_cast<uint64_t>(Distribution::Offset)) + " : i64");
        std::string threshold = e.select(
            offsetDist, e.f32(static_cast<float>(generator::kOffset)),
            e.select(unsignedDist, e.f32(0.5f), e.f32(0.0f), "f32"), "f32");
        std::string bit =
            e.op("arith.cmpf ogt, " + value + ", " + threshold + " : f32");
        std::string byte = e.op("arith.extui " + bit + " : i1 to i8");
        store(byte, byte);
        return std::vector<std::string>{};
      }
      // The unit distributions scaled, rounded half to even, clamped to
      // the type's range (fillInput).
      double lo = -9.2e18, hi = 9.2e18;
      if (spec.kind == ElementKind::I8)
        lo = -128, hi = 127;
      else if (spec.kind == ElementKind::I32)
        lo = -2147483648.0, hi = 2147483647.0;
      std::string v = e.op("arith.extf " + value + " : f32 to f64");
      std::string unit = e.op(
          "arith.cmpi ule, " + dist + ", " +
          e.i64(std::max({static_cast<uint64_t>(Distribution::UniformSigned),
                          static_cast<uint64_t>(Distribution::UniformUnsigned),
                          static_cast<uint64_t>(Distribution::Normal)})) +
          " : i64");
      std::string scaled = e.select(
          unit, e.bin("arith.mulf", v, e.f64(generator::kIntegerScale), "f64"),
          v, "f64");
      std::string r = e.op("math.roundeven " + scaled + " : f64");
      r = e.bin("arith.maximumf", r, e.f64(lo), "f64");
      r = e.bin("arith.minimumf", r, e.f64(hi), "f64");
      wide = e.op("arith.fptosi " + r + " : f64 to i64");
    }
    std::string narrow =
        type == "i64" ? wide
                      : e.op("arith.trunci " + wide + " : i64 to " + type);
    store(narrow, narrow);
    return std::vector<std::string>{};
  };
  return k.emit();
}

std::string hashKernel(const std::string &name, const TensorSpec &spec) {
  LoopKernel k;
  auto [words, word] = hashView(spec);
  std::string type = memrefOf(words, word);
  k.name = name;
  k.args = "%in: " + type + ", %out: " + memrefOf(kThreads, "i64");
  k.elements = words;
  k.iterArgs = {{"arith.constant 0 : i64", "i64"}};
  k.body = [type, word](Emitter &e, const std::vector<std::string> &,
                        const std::vector<std::string> &carried) {
    std::string w = e.op("memref.load %in[%i] : " + type);
    std::string wide = e.op("arith.extui " + w + " : " + word + " to i64");
    std::string i = e.op("arith.index_cast %i : index to i64");
    std::string x = e.bin(
        "arith.addi", e.bin("arith.muli", i, e.i64(generator::kGolden), "i64"),
        wide, "i64");
    return std::vector<std::string>{
        e.bin("arith.addi", carried[0], e.mix(x), "i64")};
  };
  k.tail = [](Emitter &e, const std::vector<std::string> &,
              const std::vector<std::string> &results) {
    storePartials(e, results, memrefOf(kThreads, "i64"));
  };
  return k.emit();
}

/// Loads the scale row length of the trial (params[3], a float64 holding
/// an integer) as an index, the first value before the loop.
void loadRowLength(Emitter &e, const std::vector<std::string> &,
                   std::vector<std::string> &before) {
  std::string value =
      e.op("memref.load %params[" + e.index(3) + "] : memref<4xf64>");
  std::string integer = e.op("arith.fptoui " + value + " : f64 to i64");
  before.push_back(e.op("arith.index_cast " + integer + " : i64 to index"));
}

/// Emits `rows[row] = max(rows[row], m)` as an atomic maximum on the bits
/// of `m` (a nonnegative double orders as its bits do as a signed i64).
void flushRowMax(Emitter &e, const std::string &row, const std::string &m,
                 const std::string &rowsType) {
  std::string bits = e.op("arith.bitcast " + m + " : f64 to i64");
  std::string at = e.op("arith.index_cast " + row + " : i64 to index");
  e.op("memref.atomic_rmw maxs " + bits + ", %rows[" + at + "] : (i64, " +
       rowsType + ") -> i64");
}

/// The largest finite (as a float) |ref| of each scale row
/// (getScaleRowLength), into %rows (zeroed before, as bits): each thread
/// keeps the maximum of the row it is in and flushes it atomically when
/// its grid-stride loop leaves the row, and at its end.
std::string rowMaxKernel(unsigned output, const TensorSpec &spec) {
  LoopKernel k;
  int64_t n = spec.elements();
  std::string type = memrefOf(n, "f64");
  std::string rowsType = memrefOf(scaleRows(spec), "i64");
  k.name = "kgen_check_rowmax_out" + std::to_string(output);
  k.args =
      "%ref: " + type + ", %rows: " + rowsType + ", %params: memref<4xf64>";
  k.elements = n;
  k.prologue = loadRowLength;
  k.iterArgs = {{"arith.constant -1 : i64", "i64"},
                {"arith.constant 0.0 : f64", "f64"}};
  k.body = [type, rowsType](Emitter &e, const std::vector<std::string> &before,
                            const std::vector<std::string> &carried) {
    const std::string &length = before[0];
    std::string r = e.op("memref.load %ref[%i] : " + type);
    std::string r32 = e.op("arith.truncf " + r + " : f64 to f32");
    std::string a32 = e.op("math.absf " + r32 + " : f32");
    std::string finite =
        e.op("arith.cmpf olt, " + a32 + ", " + e.f32(INFINITY) + " : f32");
    std::string a = e.op("math.absf " + r + " : f64");
    std::string m = e.select(finite, a, e.f64(0.0), "f64");
    std::string rowIndex = e.bin("arith.divui", "%i", length, "index");
    std::string row = e.op("arith.index_cast " + rowIndex + " : index to i64");
    std::string moved =
        e.op("arith.cmpi ne, " + row + ", " + carried[0] + " : i64");
    std::string had =
        e.op("arith.cmpi sge, " + carried[0] + ", " + e.i64(0) + " : i64");
    std::string flush = e.bin("arith.andi", moved, had, "i1");
    e.line("scf.if " + flush + " {");
    flushRowMax(e, carried[0], carried[1], rowsType);
    e.line("}");
    std::string kept = e.select(moved, e.f64(0.0), carried[1], "f64");
    return std::vector<std::string>{row,
                                    e.bin("arith.maximumf", kept, m, "f64")};
  };
  k.tail = [rowsType](Emitter &e, const std::vector<std::string> &,
                      const std::vector<std::string> &results) {
    std::string had =
        e.op("arith.cmpi sge, " + results[0] + ", " + e.i64(0) + " : i64");
    e.line("scf.if " + had + " {");
    flushRowMax(e, results[0], results[1], rowsType);
    e.line("}");
  };
  return k.emit();
}

std::string compareKernel(unsigned output, const TensorSpec &spec) {
  LoopKernel k;
  int64_t n = spec.elements();
  std::string gotType = memrefOf(n, "f32"), refType = memrefOf(n, "f64");
  std::string fType = memrefOf(kThreads * kSlotsPerThread, "f64");
  std::string iType = memrefOf(kThreads * kSlotsPerThread, "i64");
  std::string rowsType = memrefOf(scaleRows(spec), "f64");
  k.name = "kgen_check_compare_out" + std::to_string(output);
  k.args = "%got: " + gotType + ", %ref: " + refType + ", %rows: " + rowsType +
           ", %params: memref<4xf64>, %fout: " + fType + ", %iout: " + iType;
  k.elements = n;
  k.iterArgs = {
      {"arith.constant 0.0 : f64", "f64"}, {"arith.constant 0.0 : f64", "f64"},
      {"arith.constant 0.0 : f64", "f64"}, {"arith.constant -1.0 : f64", "f64"},
      {"arith.constant 0 : i64", "i64"},   {"arith.constant 0 : i64", "i64"},
      {"arith.constant 0 : i64", "i64"},   {"arith.constant -1 : i64", "i64"}};
  k.prologue = [](Emitter &e, const std::vector<std::string> &none,
                  std::vector<std::string> &before) {
    for (int p = 0; p < 3; ++p)
      before.push_back(
          e.op("memref.load %params[" + e.index(p) + "] : memref<4xf64>"));
    loadRowLength(e, none, before);
  };
  k.body = [gotType, refType, rowsType](Emitter &e,
                                        const std::vector<std::string> &before,
                                        const std::vector<std::string> &acc) {
    const std::string &atolRel = before[0], &rtol = before[1],
                      &floor = before[2], &length = before[3];
    // atol from the largest |ref| of the element's scale row.
    std::string row = e.bin("arith.divui", "%i", length, "index");
    std::string rowMax = e.op("memref.load %rows[" + row + "] : " + rowsType);
    std::string atol =
        e.bin("arith.mulf", atolRel,
              e.bin("arith.maximumf", rowMax, e.f64(1e-30), "f64"), "f64");
    std::string g32 = e.op("memref.load %got[%i] : " + gotType);
    std::string rd = e.op("memref.load %ref[%i] : " + refType);
    std::string g = e.op("arith.extf " + g32 + " : f32 to f64");
    std::string r =
        e.op("arith.extf " + e.op("arith.truncf " + rd + " : f64 to f32") +
             " : f32 to f64");
    std::string inf = e.f64(INFINITY), zero = e.f64(0.0);
    std::string absG = e.op("math.absf " + g + " : f64");
    std::string absR = e.op("math.absf " + r + " : f64");
    auto cmpf = [&](const std::string &pred, const std::string &a,
                    const std::string &b) {
      return e.op("arith.cmpf " + pred + ", " + a + ", " + b + " : f64");
    };
    auto andi = [&](const std::string &a, const std::string &b) {
      return e.bin("arith.andi", a, b, "i1");
    };
    std::string finite = andi(cmpf("olt", absG, inf), cmpf("olt", absR, inf));
    std::string bothNaN = andi(cmpf("uno", g, g), cmpf("uno", r, r));
    std::string samePositive = e.op("arith.cmpi eq, " + cmpf("ogt", g, zero) +
                                    ", " + cmpf("ogt", r, zero) + " : i1");
    std::string bothInf = andi(
        andi(cmpf("oeq", absG, inf), cmpf("oeq", absR, inf)), samePositive);
    std::string same = e.bin("arith.ori", bothNaN, bothInf, "i1");
    std::string yes = e.i1(true);
    std::string bad = andi(e.bin("arith.xori", finite, yes, "i1"),
                           e.bin("arith.xori", same, yes, "i1"));
    std::string error =
        e.op("math.absf " + e.bin("arith.subf", g, rd, "f64") + " : f64");
    std::string errorF = e.select(finite, error, zero, "f64");
    std::string refF = e.select(finite, rd, zero, "f64");
    std::string errNorm =
        e.bin("arith.addf", acc[0], e.bin("arith.mulf", errorF, errorF, "f64"),
              "f64");
    std::string refNorm = e.bin("arith.addf", acc[1],
                                e.bin("arith.mulf", refF, refF, "f64"), "f64");
    std::string maxAbs = e.bin("arith.maximumf", acc[2], errorF, "f64");
    std::string absRd = e.op("math.absf " + rd + " : f64");
    std::string policy = e.bin("arith.addf", atol,
                               e.bin("arith.mulf", rtol, absRd, "f64"), "f64");
    std::string bound = e.bin("arith.maximumf", policy, floor, "f64");
    std::string outPolicy = andi(finite, cmpf("ogt", error, policy));
    std::string outBound = andi(finite, cmpf("ogt", error, bound));
    auto count = [&](const std::string &acc, const std::string &bit) {
      return e.bin("arith.addi", acc,
                   e.op("arith.extui " + bit + " : i1 to i64"), "i64");
    };
    std::string excess = e.bin("arith.divf", error, bound, "f64");
    std::string candidate =
        e.select(finite, excess, e.select(bad, inf, e.f64(-1.0), "f64"), "f64");
    std::string better = cmpf("ogt", candidate, acc[3]);
    std::string index = e.op("arith.index_cast %i : index to i64");
    return std::vector<std::string>{errNorm,
                                    refNorm,
                                    maxAbs,
                                    e.select(better, candidate, acc[3], "f64"),
                                    count(acc[4], outBound),
                                    count(acc[5], bad),
                                    count(acc[6], outPolicy),
                                    e.select(better, index, acc[7], "i64")};
  };
  k.tail = [fType, iType](Emitter &e, const std::vector<std::string> &,
                          const std::vector<std::string> &results) {
    storePartials(e, {results[0], results[1], results[2], results[3]}, fType,
                  "%fout");
    storePartials(e, {results[4], results[5], results[6], results[7]}, iType,
                  "%iout");
  };
  return k.emit();
}

/// The constant-output check's copy of a trial's reference, rounded to
/// float: keep[i] = ref[i].
std::string keepKernel(unsigned output, const TensorSpec &spec) {
  LoopKernel k;
  int64_t n = spec.elements();
  std::string refType = memrefOf(n, "f64"), keepType = memrefOf(n, "f32");
  k.name = "kgen_check_keep_out" + std::to_string(output);
  k.args = "%ref: " + refType + ", %keep: " + keepType;
  k.elements = n;
  k.body = [refType, keepType](Emitter &e, const std::vector<std::string> &,
                               const std::vector<std::string> &) {
    std::string r = e.op("memref.load %ref[%i] : " + refType);
    std::string r32 = e.op("arith.truncf " + r + " : f64 to f32");
    e.line("memref.store " + r32 + ", %keep[%i] : " + keepType);
    return std::vector<std::string>{};
  };
  return k.emit();
}

/// The constant-output check (countVariation): per thread, the elements
/// whose reference `ref` differs from the kept one by more than
/// params[0] + params[1] * max(|ref|, |kept|), both finite as floats, and
/// the first of them.
std::string varyKernel(unsigned output, const TensorSpec &spec) {
  LoopKernel k;
  int64_t n = spec.elements();
  std::string refType = memrefOf(n, "f64"), keepType = memrefOf(n, "f32");
  std::string iType = memrefOf(kThreads * kSlotsPerThread, "i64");
  k.name = "kgen_check_vary_out" + std::to_string(output);
  k.args = "%ref: " + refType + ", %keep: " + keepType +
           ", %params: memref<4xf64>, %iout: " + iType;
  k.elements = n;
  countIntoPartials(k, iType);
  k.prologue = [](Emitter &e, const std::vector<std::string> &,
                  std::vector<std::string> &before) {
    for (int p = 0; p < 2; ++p)
      before.push_back(
          e.op("memref.load %params[" + e.index(p) + "] : memref<4xf64>"));
  };
  k.body = [refType, keepType](Emitter &e,
                               const std::vector<std::string> &before,
                               const std::vector<std::string> &acc) {
    const std::string &absNoise = before[0], &relNoise = before[1];
    std::string r = e.op("memref.load %ref[%i] : " + refType);
    std::string k32 = e.op("memref.load %keep[%i] : " + keepType);
    std::string kept = e.op("arith.extf " + k32 + " : f32 to f64");
    std::string r32 = e.op("arith.truncf " + r + " : f64 to f32");
    std::string inf = e.f32(INFINITY);
    auto finite = [&](const std::string &v) {
      std::string a = e.op("math.absf " + v + " : f32");
      return e.op("arith.cmpf olt, " + a + ", " + inf + " : f32");
    };
    std::string both = e.bin("arith.andi", finite(r32), finite(k32), "i1");
    std::string absR = e.op("math.absf " + r + " : f64");
    std::string absK = e.op("math.absf " + kept + " : f64");
    std::string scale = e.bin("arith.maximumf", absR, absK, "f64");
    std::string noise =
        e.bin("arith.addf", absNoise,
              e.bin("arith.mulf", relNoise, scale, "f64"), "f64");
    std::string moved =
        e.op("math.absf " + e.bin("arith.subf", r, kept, "f64") + " : f64");
    std::string beyond =
        e.op("arith.cmpf ogt, " + moved + ", " + noise + " : f64");
    return countElement(e, e.bin("arith.andi", both, beyond, "i1"), acc);
  };
  return k.emit();
}

std::string compareIntegerKernel(unsigned output, const TensorSpec &spec) {
  LoopKernel k;
  int64_t n = spec.elements();
  std::string type = memrefOf(n, elementType(spec.kind));
  std::string element = elementType(spec.kind);
  std::string iType = memrefOf(kThreads * kSlotsPerThread, "i64");
  k.name = "kgen_check_compare_out" + std::to_string(output);
  k.args = "%got: " + type + ", %ref: " + type + ", %iout: " + iType;
  k.elements = n;
  countIntoPartials(k, iType);
  k.body = [type, element](Emitter &e, const std::vector<std::string> &,
                           const std::vector<std::string> &acc) {
    std::string a = e.op("memref.load %got[%i] : " + type);
    std::string b = e.op("memref.load %ref[%i] : " + type);
    std::string differ =
        e.op("arith.cmpi ne, " + a + ", " + b + " : " + element);
    return countElement(e, differ, acc);
  };
  return k.emit();
}
} // namespace

std::string mlir::kgen::buildDeviceCheckModule(const Signature &sig) {
  std::string text = "// The device checks of @" + sig.name +
                     " (lib/Validate/DeviceCheckKernels.cpp).\nmodule {\n";
  for (auto [i, spec] : llvm::enumerate(sig.inputs)) {
    text += generateKernel(i, spec);
    text += hashKernel("kgen_check_hash_in" + std::to_string(i), spec);
  }
  for (auto [o, spec] : llvm::enumerate(sig.outputs)) {
    text += hashKernel("kgen_check_hash_out" + std::to_string(o), spec);
    if (spec.isFloat()) {
      text += rowMaxKernel(o, spec);
      text += compareKernel(o, spec);
      text += keepKernel(o, spec);
      text += varyKernel(o, spec);
    } else {
      text += compareIntegerKernel(o, spec);
    }
  }
  return text + "}\n";
}
