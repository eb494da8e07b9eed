//===- Strategy.cpp - strategy templates, knobs and resolution ------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Search/Search.h"

#include "Kgen/IR/KgenChips.h"
#include "Kgen/IR/KgenDialect.h"
#include "kgen/Lowering/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Transform/IR/TransformOps.h"
#include "mlir/Dialect/Transform/IR/Utils.h"
#include "mlir/Dialect/Transform/Transforms/TransformInterpreterUtils.h"
#include "mlir/Dialect/Transform/TuneExtension/TuneExtensionOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/xxhash.h"
#include <algorithm>

using namespace mlir;
using namespace mlir::kgen;

static std::string printAttr(Attribute attr) {
  std::string text;
  llvm::raw_string_ostream os(text);
  attr.print(os);
  return text;
}

/// A knob option as users write it: the number of an integer option
/// ("64 : i64" is 64), the text of a string option ("\"auto\"" is auto).
static llvm::StringRef optionValue(llvm::StringRef option) {
  if (option.size() >= 2 && option.starts_with("\"") && option.ends_with("\""))
    return option.drop_front().drop_back();
  return option.split(" :").first;
}

uint64_t Strategy::size() const {
  uint64_t n = 1;
  for (const Knob &knob : knobs) {
    if (n > UINT64_MAX / knob.options.size())
      return UINT64_MAX;
    n *= knob.options.size();
  }
  return n;
}

/// Calls `fn` on the knob and alternatives ops of `module` in order.
static void forEachChoice(ModuleOp module,
                          llvm::function_ref<void(Operation *)> fn) {
  module.walk([&](Operation *op) {
    if (isa<transform::tune::KnobOp, transform::tune::AlternativesOp>(op))
      fn(op);
  });
}

/// The .mlir files of `dir`, sorted; `ec` says why it could not be listed.
static std::vector<std::string> listMlirFiles(llvm::StringRef dir,
                                              std::error_code &ec) {
  std::vector<std::string> files;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
       it.increment(ec))
    if (llvm::sys::path::extension(it->path()) == ".mlir")
      files.push_back(it->path());
  std::sort(files.begin(), files.end());
  return files;
}

/// Links the strategy library into `module` when the strategy declares named
/// sequences it does not define (the shared lowering tails a strategy calls
/// with transform.include, the matchers of its @match): the definitions of
/// the strategies/lib/*.mlir files that define one of them, looked up beside
/// the strategy's own directory, then in the default strategies
/// directories. The linked module stands alone (exported scripts replay
/// without the library). Returns whether it linked anything.
static llvm::Expected<bool> linkStrategyLibrary(MLIRContext &context,
                                                ModuleOp module,
                                                llvm::StringRef path) {
  auto undefined = [&] {
    std::vector<std::string> names;
    module.walk([&](transform::NamedSequenceOp sequence) {
      if (sequence.isExternal())
        names.push_back(sequence.getSymName().str());
    });
    return names;
  };
  if (undefined().empty())
    return false;
  std::vector<std::string> dirs;
  llvm::SmallString<256> beside(
      llvm::sys::path::parent_path(llvm::sys::path::parent_path(path)));
  llvm::sys::path::append(beside, "lib");
  dirs.push_back(std::string(beside));
  // The default directory's library too, when there is one (a strategy
  // given as a file may be elsewhere).
  if (llvm::Expected<std::string> dir = getDefaultStrategiesDir()) {
    llvm::SmallString<256> lib(*dir);
    llvm::sys::path::append(lib, "lib");
    dirs.push_back(std::string(lib));
  } else {
    llvm::consumeError(dir.takeError());
  }
  for (const std::string &dir : dirs) {
    if (!llvm::sys::fs::is_directory(dir))
      continue;
    std::error_code ec;
    for (const std::string &file : listMlirFiles(dir, ec)) {
      DiagnosticCollector diagnostics(context);
      OwningOpRef<ModuleOp> library;
      if (failed(transform::detail::parseTransformModuleFromFile(&context, file,
                                                                 library)) ||
          !library) {
        return llvm::createStringError("cannot parse the strategy library '" +
                                       file + "':\n" + diagnostics.text);
      }
      // Only the files that define what the strategy declares: a host
      // strategy does not take in the GPU lowering tail (whose kgen ops an
      // upstream mlir-opt replaying the exported script would not parse).
      std::vector<std::string> wanted = undefined();
      if (llvm::none_of(wanted, [&](const std::string &name) {
            return SymbolTable::lookupSymbolIn(*library, name) != nullptr;
          }))
        continue;
      OwningOpRef<Operation *> other(library.release().getOperation());
      if (failed(
              transform::detail::mergeSymbolsInto(module, std::move(other)))) {
        return llvm::createStringError("cannot link the strategy library '" +
                                       file + "' into '" + path + "':\n" +
                                       diagnostics.text);
      }
    }
    break;
  }
  std::vector<std::string> missing = undefined();
  if (!missing.empty()) {
    return llvm::createStringError(
        "strategy '" + path + "': @" + missing.front() +
        " is declared but neither the strategy nor the strategy library (" +
        dirs.front() + ") defines it");
  }
  return true;
}

llvm::Expected<Strategy> mlir::kgen::loadStrategy(MLIRContext &context,
                                                  llvm::StringRef path,
                                                  llvm::StringRef name) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return llvm::createStringError("cannot read strategy '" + path.str() +
                                   "': " + buffer.getError().message());
  std::string error;
  Strategy strategy;
  strategy.name = name.str();
  strategy.text = (*buffer)->getBuffer().str();
  DiagnosticCollector diagnostics(context);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(strategy.text, &context);
  if (!module)
    return llvm::createStringError("cannot parse strategy '" + path.str() +
                                   "':\n" + diagnostics.text);
  if (auto priority = (*module)->getAttrOfType<IntegerAttr>(
          KgenDialect::kStrategyPriorityAttrName))
    strategy.priority = priority.getInt();
  strategy.hasMatch =
      bool(SymbolTable::lookupSymbolIn(*module, kMatchEntryName));
  if (auto needs = (*module)->getAttrOfType<StringAttr>(
          KgenDialect::kStrategyNeedsAttrName))
    strategy.needs = needs.str();
  llvm::Expected<bool> linked = linkStrategyLibrary(context, *module, path);
  if (!linked)
    return linked.takeError();
  if (*linked) {
    strategy.text.clear();
    llvm::raw_string_ostream os(strategy.text);
    module->print(os);
  }
  bool bad = false;
  forEachChoice(*module, [&](Operation *op) {
    Knob knob;
    if (auto k = dyn_cast<transform::tune::KnobOp>(op)) {
      knob.name = k.getName().str();
      auto options = dyn_cast<ArrayAttr>(k.getOptions());
      if (!options || options.empty()) {
        error = "strategy '" + path.str() + "': knob '" + knob.name +
                "' must list its options (options = [...])";
        bad = true;
        return;
      }
      for (auto [i, option] : llvm::enumerate(options)) {
        knob.options.push_back(printAttr(option));
        if (k.getSelectedAttr() && option == k.getSelectedAttr())
          knob.defaultIndex = i;
      }
    } else {
      auto alt = cast<transform::tune::AlternativesOp>(op);
      knob.name = alt.getName().str();
      knob.isAlternatives = true;
      for (unsigned i = 0; i < alt->getNumRegions(); ++i)
        knob.options.push_back(std::to_string(i));
      if (std::optional<APInt> selected = alt.getSelectedRegionAttr())
        knob.defaultIndex = selected->getZExtValue();
    }
    for (Region *region = op->getParentRegion(); region;
         region = region->getParentRegion())
      if (auto alt = dyn_cast_or_null<transform::tune::AlternativesOp>(
              region->getParentOp()))
        knob.within.insert(knob.within.begin(),
                           {alt.getName().str(), region->getRegionNumber()});
    if (auto labels = op->getAttrOfType<ArrayAttr>("labels")) {
      for (Attribute label : labels)
        if (auto text = dyn_cast<StringAttr>(label))
          knob.labels.push_back(text.str());
      if (knob.labels.size() != knob.options.size()) {
        error = "strategy '" + path.str() + "': knob '" + knob.name + "' has " +
                std::to_string(labels.size()) + " labels for " +
                std::to_string(knob.options.size()) +
                " options (one string per option)";
        bad = true;
        return;
      }
    }
    strategy.knobs.push_back(std::move(knob));
  });
  if (bad)
    return llvm::createStringError(error);
  return strategy;
}

void mlir::kgen::orderByPriority(std::vector<Strategy> &strategies) {
  std::stable_sort(strategies.begin(), strategies.end(),
                   [](const Strategy &a, const Strategy &b) {
                     return a.priority > b.priority;
                   });
}

llvm::Expected<Point>
mlir::kgen::pointFromKnobValues(const Strategy &strategy,
                                const llvm::json::Object &values) {
  for (const auto &entry : values)
    if (llvm::none_of(strategy.knobs, [&](const Knob &k) {
          return k.name == entry.first.str();
        }))
      return llvm::createStringError("strategy " + strategy.name +
                                     " has no knob '" + entry.first.str() +
                                     "'");
  Point point;
  for (const Knob &knob : strategy.knobs) {
    unsigned index = knob.defaultIndex;
    if (const llvm::json::Value *value = values.get(knob.name)) {
      std::string wanted;
      if (std::optional<int64_t> number = value->getAsInteger())
        wanted = std::to_string(*number);
      else if (std::optional<llvm::StringRef> text = value->getAsString())
        wanted = text->str();
      auto it = llvm::find_if(knob.options, [&](const std::string &o) {
        size_t i = &o - knob.options.data();
        return o == wanted || optionValue(o) == wanted ||
               (i < knob.labels.size() && knob.labels[i] == wanted);
      });
      if (it == knob.options.end()) {
        std::string shown;
        llvm::raw_string_ostream os(shown);
        os << *value;
        std::string error =
            "knob '" + knob.name + "' has no option " + shown + " (options:";
        for (const std::string &o : knob.options)
          error += " " + o;
        error += ")";
        return llvm::createStringError(error);
      }
      index = it - knob.options.begin();
    }
    point.push_back(index);
  }
  return point;
}

llvm::Expected<Pins>
mlir::kgen::parsePins(llvm::ArrayRef<std::string> entries) {
  Pins pins;
  for (const std::string &entry : entries) {
    auto [knob, value] = llvm::StringRef(entry).split(':');
    knob = knob.trim();
    value = value.trim();
    if (knob.empty() || value.empty())
      return llvm::createStringError("pin '" + entry + "' is not KNOB:VALUE");
    if (llvm::any_of(pins, [&](const auto &p) { return p.first == knob; }))
      return llvm::createStringError("knob '" + knob.str() +
                                     "' is pinned twice");
    pins.push_back({knob.str(), value.str()});
  }
  return pins;
}

llvm::Error mlir::kgen::pinStrategy(Strategy &strategy, const Pins &pins,
                                    std::vector<bool> *used) {
  if (used)
    used->resize(pins.size(), false);
  for (auto [p, pin] : llvm::enumerate(pins)) {
    for (Knob &knob : strategy.knobs) {
      if (knob.name != pin.first)
        continue;
      if (used)
        (*used)[p] = true;
      std::optional<unsigned> local;
      for (auto [i, option] : llvm::enumerate(knob.options))
        if (option == pin.second || optionValue(option) == pin.second ||
            (i < knob.labels.size() && knob.labels[i] == pin.second))
          local = i;
      if (!local) {
        std::string error = "pin " + pin.first + ":" + pin.second + ": knob '" +
                            pin.first + "' of strategy " + strategy.name +
                            " has no option '" + pin.second + "' (options:";
        for (auto [i, option] : llvm::enumerate(knob.options)) {
          error += " " + optionValue(option).str();
          if (i < knob.labels.size())
            error += "=" + knob.labels[i];
        }
        error += ")";
        return llvm::createStringError(error);
      }
      unsigned script =
          knob.scriptIndex.empty() ? *local : knob.scriptIndex[*local];
      knob.options = {knob.options[*local]};
      if (!knob.labels.empty())
        knob.labels = {knob.labels[*local]};
      knob.scriptIndex = {script};
      knob.defaultIndex = 0;
    }
  }
  // Knobs declared in a region of a pinned alternatives other than the
  // pinned one do not change the script: fixed at their defaults, so that
  // the search does not spend trials on them.
  for (Knob &knob : strategy.knobs) {
    bool irrelevant = llvm::any_of(knob.within, [&](const auto &in) {
      for (const Knob &alt : strategy.knobs)
        if (alt.name == in.first && alt.within.size() < knob.within.size() &&
            alt.scriptIndex.size() == 1 && alt.scriptIndex[0] != in.second &&
            llvm::any_of(pins,
                         [&](const auto &p) { return p.first == alt.name; }))
          return true;
      return false;
    });
    if (!irrelevant || knob.options.size() == 1)
      continue;
    unsigned local = knob.defaultIndex;
    unsigned script =
        knob.scriptIndex.empty() ? local : knob.scriptIndex[local];
    knob.options = {knob.options[local]};
    if (!knob.labels.empty())
      knob.labels = {knob.labels[local]};
    knob.scriptIndex = {script};
    knob.defaultIndex = 0;
  }
  return llvm::Error::success();
}

Point mlir::kgen::canonicalPoint(const Strategy &strategy, const Point &point) {
  Point canonical = point;
  for (auto [index, knob] : llvm::enumerate(strategy.knobs)) {
    // Whether an alternatives it is declared in selects another region.
    bool irrelevant = llvm::any_of(knob.within, [&](const auto &in) {
      for (auto [a, alt] : llvm::enumerate(strategy.knobs)) {
        if (!alt.isAlternatives || alt.name != in.first || a >= point.size())
          continue;
        unsigned region =
            alt.scriptIndex.empty() ? point[a] : alt.scriptIndex[point[a]];
        return region != in.second;
      }
      return false;
    });
    if (irrelevant && index < canonical.size())
      canonical[index] = knob.defaultIndex;
  }
  return canonical;
}

llvm::Error mlir::kgen::checkPins(
    MLIRContext &context,
    const std::vector<std::pair<std::string, std::string>> &strategies,
    const Pins &pins, std::vector<std::string> &unused) {
  // Per pin: whether some strategy has the knob, and whether one of those
  // has the value (a strategy without the value is left out of searches).
  std::vector<bool> hasKnob(pins.size(), false), hasValue(pins.size(), false);
  std::vector<std::string> firstError(pins.size());
  for (const auto &[path, name] : strategies) {
    llvm::Expected<Strategy> strategy = loadStrategy(context, path, name);
    if (!strategy)
      return strategy.takeError();
    for (auto [i, pin] : llvm::enumerate(pins)) {
      Strategy copy = *strategy;
      std::vector<bool> used;
      llvm::Error pinned = pinStrategy(copy, Pins{pin}, &used);
      std::string why = pinned ? llvm::toString(std::move(pinned)) : "";
      if (!used[0])
        continue;
      hasKnob[i] = true;
      if (why.empty())
        hasValue[i] = true;
      else if (firstError[i].empty())
        firstError[i] = why;
    }
  }
  for (unsigned i = 0; i < pins.size(); ++i) {
    if (!hasKnob[i])
      unused.push_back(pins[i].first);
    else if (!hasValue[i])
      return llvm::createStringError(firstError[i]);
  }
  return llvm::Error::success();
}

std::string mlir::kgen::describePoint(const Strategy &strategy,
                                      const Point &point) {
  llvm::json::Object knobs;
  for (auto [knob, index] : llvm::zip(strategy.knobs, point)) {
    const std::string &value = knob.options[index];
    // Integer options print as "64 : i64": keep the number; string options
    // without their quotes.
    llvm::StringRef text = optionValue(value);
    int64_t parsed;
    bool quoted = llvm::StringRef(value).starts_with("\"");
    if (!quoted && !text.getAsInteger(10, parsed))
      knobs[knob.name] = parsed;
    else
      knobs[knob.name] = text;
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::json::Value(std::move(knobs));
  return text;
}

llvm::Expected<std::string>
mlir::kgen::resolveStrategy(MLIRContext &context, const Strategy &strategy,
                            const Point &point) {
  DiagnosticCollector diagnostics(context);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(strategy.text, &context);
  if (!module)
    return llvm::createStringError("cannot parse strategy '" + strategy.name +
                                   "':\n" + diagnostics.text);
  unsigned i = 0;
  forEachChoice(*module, [&](Operation *op) {
    unsigned index = i < point.size() ? point[i] : 0;
    if (i < strategy.knobs.size() && !strategy.knobs[i].scriptIndex.empty())
      index = strategy.knobs[i].scriptIndex[index];
    ++i;
    if (auto k = dyn_cast<transform::tune::KnobOp>(op)) {
      auto options = cast<ArrayAttr>(k.getOptions());
      k.setSelectedAttr(options[index]);
    } else {
      auto alt = cast<transform::tune::AlternativesOp>(op);
      alt.setSelectedRegionAttrAttr(
          IntegerAttr::get(IntegerType::get(&context, 64), index));
    }
  });
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os);
  return text;
}

llvm::Expected<std::string>
mlir::kgen::applyScript(MLIRContext &context, llvm::StringRef kernelText,
                        llvm::StringRef scriptText, llvm::StringRef target,
                        std::optional<Precision> policy,
                        llvm::StringRef entryName) {
  DiagnosticCollector diagnostics(context);
  OwningOpRef<ModuleOp> payload =
      parseSourceString<ModuleOp>(kernelText, &context);
  OwningOpRef<ModuleOp> script =
      parseSourceString<ModuleOp>(scriptText, &context);
  if (!payload || !script)
    return llvm::createStringError(llvm::Twine("cannot parse the ") +
                                   (payload ? "transform script" : "kernel") +
                                   ":\n" + diagnostics.text);
  transform::TransformOpInterface entry =
      transform::detail::findTransformEntryPoint(*script, *script, entryName);
  if (!entry)
    return llvm::createStringError("the transform script has no @" + entryName +
                                   ":\n" + diagnostics.text);
  // The payload says the target the script runs for: a chip's attribute
  // (attached for the script, removed after, when the kernel had none; a
  // different chip's replaced), none for the host (the result is host
  // code, which a GPU target's lowering would refuse).
  bool attached = false;
  if (target == "host") {
    (*payload)->removeAttr(KgenDialect::kTargetAttrName);
  } else if (!target.empty()) {
    if (TargetAttr chip = TargetAttr::getForChip(&context, target)) {
      attached = !(*payload)->hasAttr(KgenDialect::kTargetAttrName);
      (*payload)->setAttr(KgenDialect::kTargetAttrName, chip);
    }
  }
  // Strategies bufferize: the kernel's inputs stay as the caller gave them.
  markArgumentsReadOnly(*payload);
  bool attachedPolicy = false;
  if (policy && !(*payload)->hasAttr(KgenDialect::kPrecisionAttrName)) {
    (*payload)->setAttr(
        KgenDialect::kPrecisionAttrName,
        PrecisionAttr::get(&context, *policy, Emulation::allowed));
    attachedPolicy = true;
  }
  if (failed(transform::applyTransformNamedSequence(
          *payload, entry, *script, transform::TransformOptions())))
    return llvm::createStringError("the transform script failed:\n" +
                                   diagnostics.text);
  if (attached)
    (*payload)->removeAttr(KgenDialect::kTargetAttrName);
  if (attachedPolicy)
    (*payload)->removeAttr(KgenDialect::kPrecisionAttrName);
  std::string text;
  llvm::raw_string_ostream os(text);
  payload->print(os);
  return text;
}

std::vector<std::string>
mlir::kgen::generatedArithmetic(llvm::StringRef candidateText) {
  // The printed attribute: `kgen.gemm_math = "3xtf32"` (a string of the
  // op's fixed set: no escapes).
  std::string key = (KgenDialect::kGemmMathAttrName + " = \"").str();
  std::vector<std::string> found;
  for (size_t at = candidateText.find(key); at != llvm::StringRef::npos;
       at = candidateText.find(key, at + 1)) {
    llvm::StringRef rest = candidateText.substr(at + key.size());
    std::string value = rest.take_until([](char c) { return c == '"'; }).str();
    if (!llvm::is_contained(found, value))
      found.push_back(value);
  }
  return found;
}

llvm::Error mlir::kgen::matchStrategy(MLIRContext &context,
                                      const Strategy &strategy,
                                      llvm::StringRef script,
                                      llvm::StringRef kernelText,
                                      llvm::StringRef target,
                                      std::optional<Precision> policy) {
  if (!strategy.hasMatch)
    return llvm::Error::success();
  llvm::Expected<std::string> matched =
      applyScript(context, kernelText, script, target, policy, kMatchEntryName);
  if (matched)
    return llvm::Error::success();
  // The first line says what the strategy needs (the tuner's progress line
  // is it and the script's last error).
  std::string reason = llvm::toString(matched.takeError());
  return llvm::createStringError(strategy.needs.empty()
                                     ? "its @match fails: " + reason
                                     : "it needs " + strategy.needs +
                                           "; its @match:\n" + reason);
}

std::optional<Point> mlir::kgen::findStart(MLIRContext &context,
                                           Strategy &strategy,
                                           llvm::StringRef kernelText,
                                           llvm::StringRef target,
                                           std::string &why, std::string &note,
                                           std::optional<Precision> policy) {
  Point start;
  for (const Knob &knob : strategy.knobs)
    start.push_back(knob.defaultIndex);
  auto applies = [&](const Point &point, std::string &reason) {
    llvm::Expected<std::string> script =
        resolveStrategy(context, strategy, point);
    if (!script) {
      reason = llvm::toString(script.takeError());
      return false;
    }
    llvm::Expected<std::string> applied =
        applyScript(context, kernelText, *script, target, policy);
    if (!applied) {
      reason = llvm::toString(applied.takeError());
      return false;
    }
    return true;
  };
  if (strategy.hasMatch) {
    llvm::Expected<std::string> script =
        resolveStrategy(context, strategy, start);
    if (!script) {
      why = llvm::toString(script.takeError());
      return std::nullopt;
    }
    if (llvm::Error unmatched = matchStrategy(context, strategy, *script,
                                              kernelText, target, policy)) {
      why = llvm::toString(std::move(unmatched));
      return std::nullopt;
    }
  }
  if (applies(start, why))
    return start;
  // The last try: every integer knob at its smallest option (a kernel
  // smaller than the default tiles in more than one dimension: host/matmul
  // on a 6 x 10 output needs tile_m and tile_n moved).
  auto smallestStart = [&]() -> std::optional<Point> {
    Point smallest = start;
    bool moved = false;
    for (auto [k, knob] : llvm::enumerate(strategy.knobs)) {
      if (knob.isAlternatives)
        continue;
      std::optional<std::pair<int64_t, unsigned>> least;
      for (auto [i, option] : llvm::enumerate(knob.options)) {
        int64_t value;
        if (optionValue(option).trim().getAsInteger(10, value)) {
          least.reset();
          break;
        }
        if (!least || value < least->first)
          least = {value, static_cast<unsigned>(i)};
      }
      if (least && least->second != smallest[k]) {
        smallest[k] = least->second;
        moved = true;
      }
    }
    std::string smallestWhy;
    if (!moved || !applies(smallest, smallestWhy))
      return std::nullopt;
    note = "its start does not apply; starting from every knob's smallest "
           "option";
    for (auto [k, knob] : llvm::enumerate(strategy.knobs))
      knob.defaultIndex = smallest[k];
    return smallest;
  };
  // One knob moved off its default: first the top-level alternatives
  // (gpu/conv-nd starts at im2col, which refuses depthwise convolutions),
  // then the other knobs (a host vector width of 8 does not divide rows
  // of 100, 4 does), at most kMaxKnobTries of those: a strategy that
  // does not apply at all costs a few more script runs, not one per option
  // of every knob.
  constexpr unsigned kMaxKnobTries = 8;
  unsigned knobTries = 0;
  std::vector<unsigned> order;
  for (auto [k, knob] : llvm::enumerate(strategy.knobs))
    if (knob.isAlternatives && knob.within.empty())
      order.push_back(k);
  for (auto [k, knob] : llvm::enumerate(strategy.knobs))
    if (!knob.isAlternatives)
      order.push_back(k);
  for (unsigned k : order) {
    Knob &knob = strategy.knobs[k];
    for (unsigned i = 0; i < knob.options.size(); ++i) {
      if (i == knob.defaultIndex)
        continue;
      if (!knob.isAlternatives && knobTries++ == kMaxKnobTries)
        return smallestStart();
      Point other = start;
      other[k] = i;
      std::string otherWhy;
      if (!applies(other, otherWhy))
        continue;
      auto label = [&](unsigned index) {
        return index < knob.labels.size()
                   ? knob.labels[index]
                   : optionValue(knob.options[index]).str();
      };
      note = "its start (" + knob.name + " " + label(knob.defaultIndex) +
             ") does not apply; starting from " + knob.name + " " + label(i);
      knob.defaultIndex = i;
      return other;
    }
  }
  return smallestStart();
}

llvm::Expected<std::string> mlir::kgen::hashKernel(MLIRContext &context,
                                                   llvm::StringRef kernelText) {
  DiagnosticCollector diagnostics(context);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kernelText, &context);
  if (!module)
    return llvm::createStringError("cannot parse the kernel:\n" +
                                   diagnostics.text);
  // The kernel's name, visibility and kgen.kernel marker do not matter:
  // a kernel outlined from a model hashes like the same kernel on its own.
  // Nor do the module's own attributes and name (a kernel file's
  // kgen.target and kgen.precision: the database keys target and policy
  // apart), so that kgen-tune FILE and the passes, which hash the function
  // in a module of its own, share one key.
  (*module)->setDiscardableAttrs(DictionaryAttr::get(&context, {}));
  module->setSymNameAttr(StringAttr());
  for (auto func : module->getOps<func::FuncOp>()) {
    if (func.isExternal() || func.isPrivate())
      continue;
    func.setName("kernel");
    func->removeAttr("kgen.kernel");
    break;
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  // Generic form, no locations: SSA names and formatting do not matter.
  module->print(os, OpPrintingFlags().printGenericOpForm());
  return llvm::utohexstr(llvm::xxh3_64bits(text), /*LowerCase=*/true, 16);
}

llvm::Expected<std::string>
mlir::kgen::getDefaultStrategiesDir(llvm::StringRef binary) {
  if (std::optional<std::string> env =
          llvm::sys::Process::GetEnv("KGEN_STRATEGIES_DIR");
      env && !env->empty()) {
    // A variable naming no directory is an error that names it (not a
    // missing host/ or gpu/ subdirectory of a path from nowhere).
    if (!llvm::sys::fs::is_directory(*env))
      return llvm::createStringError("cannot find the strategies: "
                                     "$KGEN_STRATEGIES_DIR is '" +
                                     *env + "', which is not a directory");
    return *env;
  }
  auto hint = " (give a strategies directory or a strategy file, or set "
              "$KGEN_STRATEGIES_DIR)";
  llvm::Expected<std::string> prefix = getInstallPrefix(binary);
  if (!prefix)
    return llvm::createStringError("cannot find the strategies: " +
                                   llvm::toString(prefix.takeError()) + hint);
  llvm::SmallString<256> dir(*prefix);
  llvm::sys::path::append(dir, KGEN_INSTALL_DATADIR, "kgen", "strategies");
  if (!llvm::sys::fs::is_directory(dir))
    return llvm::createStringError("cannot find the strategies: '" + dir +
                                   "' (kgen/strategies in " KGEN_INSTALL_DATADIR
                                   "/ of the install prefix of '" +
                                   binary + "') is not a directory" + hint);
  return std::string(dir);
}

llvm::Expected<std::vector<std::pair<std::string, std::string>>>
mlir::kgen::findStrategies(llvm::StringRef target,
                           const std::vector<std::string> &files,
                           std::vector<std::string> dirs) {
  std::vector<std::pair<std::string, std::string>> strategies;
  llvm::StringRef subdir = target == "host" ? "host" : "gpu";
  for (const std::string &file : files) {
    if (!llvm::sys::fs::exists(file))
      return llvm::createStringError("strategy file '" + file +
                                     "' does not exist");
    strategies.push_back({file, llvm::sys::path::stem(file).str()});
  }
  if (dirs.empty() && files.empty()) {
    llvm::Expected<std::string> dir = getDefaultStrategiesDir();
    if (!dir)
      return dir.takeError();
    dirs.push_back(std::move(*dir));
  }
  for (const std::string &dir : dirs) {
    llvm::SmallString<256> sub(dir);
    llvm::sys::path::append(sub, subdir);
    std::error_code ec;
    std::vector<std::string> found = listMlirFiles(sub, ec);
    if (ec && found.empty())
      return llvm::createStringError("cannot list strategies in '" +
                                     std::string(sub) + "': " + ec.message());
    for (const std::string &file : found)
      strategies.push_back(
          {file, (subdir + "/" + llvm::sys::path::stem(file)).str()});
  }
  if (strategies.empty())
    return llvm::createStringError(
        "no strategies (give a strategy file or a strategies directory)");
  return strategies;
}

llvm::Expected<std::string>
mlir::kgen::resolveTuneTarget(ModuleOp module, llvm::StringRef option) {
  std::string target = option.str();
  if (target.empty()) {
    if (auto attr =
            module->getAttrOfType<TargetAttr>(KgenDialect::kTargetAttrName))
      target = attr.getChip().str();
    else
      target = "host";
  }
  if (target != "host" && !lookupChip(target))
    return llvm::createStringError("unknown target '" + target +
                                   "' (expected host or one of " +
                                   getKnownChipList() + ")");
  return target;
}
