//===- Report.cpp - plots and HTML reports of a search --------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Search/Search.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

using namespace llvm;
using mlir::kgen::escapeHtml;
using mlir::kgen::moduleLatencyCurve;
using mlir::kgen::plotBestLatency;

//===----------------------------------------------------------------------===//
// Shared pieces
//===----------------------------------------------------------------------===//

std::string mlir::kgen::escapeHtml(StringRef text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
    case '&':
      out += "&amp;";
      break;
    case '<':
      out += "&lt;";
      break;
    case '>':
      out += "&gt;";
      break;
    case '"':
      out += "&quot;";
      break;
    case '\'':
      out += "&#39;";
      break;
    default:
      out += c;
    }
  }
  return out;
}

namespace {
/// One entry of a report's "trials", as the renderers read it.
struct TrialRow {
  int64_t number = 0;
  std::string strategy, proposer, knobs, verdict, details;
  double medianMs = -1, bestSoFarMs = -1, rooflineFraction = 0;
  double compileS = -1, measureS = -1;
  bool fromDatabase = false;
  /// OK under the screen only (docs/search.md, "Screening and the final
  /// check"): not a verified candidate.
  bool screenedOnly = false;
  bool timed() const { return verdict == "OK" && medianMs > 0; }
};

/// A log-scale axis: its bounds (log10) and the values that get a tick.
struct LogAxis {
  double lo = 0, hi = 1;
  std::vector<double> ticks;
};
} // namespace

static std::vector<TrialRow> readTrials(const json::Array &trials) {
  std::vector<TrialRow> rows;
  for (const json::Value &value : trials) {
    const json::Object *t = value.getAsObject();
    if (!t)
      continue;
    TrialRow row;
    row.number = t->getInteger("trial").value_or(rows.size() + 1);
    row.strategy = t->getString("strategy").value_or("").str();
    row.proposer = t->getString("proposer").value_or("").str();
    row.knobs = t->getString("knobs").value_or("").str();
    row.verdict = t->getString("verdict").value_or("").str();
    row.details = t->getString("details").value_or("").str();
    row.medianMs = t->getNumber("median_ms").value_or(-1);
    row.bestSoFarMs = t->getNumber("best_so_far_ms").value_or(-1);
    row.rooflineFraction = t->getNumber("roofline_fraction").value_or(0);
    row.compileS = t->getNumber("compile_s").value_or(-1);
    row.measureS = t->getNumber("measure_s").value_or(-1);
    row.fromDatabase = t->getBoolean("from_database").value_or(false);
    row.screenedOnly =
        row.verdict == "OK" && t->getString("tier") == mlir::kgen::kScreenTier;
    rows.push_back(std::move(row));
  }
  return rows;
}

/// A number with `digits` significant digits (%g).
static std::string formatNumber(double value, int digits = 4) {
  std::string text;
  if (std::fabs(value) >= std::pow(10.0, digits))
    raw_string_ostream(text) << format("%.0f", value);
  else
    raw_string_ostream(text) << format("%.*g", digits, value);
  return text;
}

/// The colour of a verdict's markers and cells.
static StringRef verdictColour(StringRef verdict) {
  return StringSwitch<StringRef>(verdict)
      .Case("OK", "#2ca02c")
      .Case("WRONG_ANSWER", "#d62728")
      .Case("COMPILE_ERROR", "#ff7f0e")
      .Case("VERIFY_ERROR", "#9467bd")
      .Case("RUNTIME_ERROR", "#8c564b")
      .Case("TIMEOUT", "#7f7f7f")
      .Case("SLOWER", "#bcbd22")
      .Default("#17becf");
}

/// A marker of shape `shape` (by strategy: circle, square, triangle,
/// diamond, inverted triangle, then again with a thicker outline) at
/// (x, y).
static std::string marker(unsigned shape, double x, double y, StringRef fill,
                          StringRef tooltip = "") {
  double r = 5;
  std::string attrs =
      formatv("fill=\"{0}\" stroke=\"black\" stroke-width=\"{1}\"", fill,
              shape / 5 % 2 ? 2 : 0.8)
          .str();
  std::string body;
  switch (shape % 5) {
  case 0:
    body = formatv("<circle cx=\"{0:F1}\" cy=\"{1:F1}\" r=\"{2}\" {3}", x, y, r,
                   attrs);
    break;
  case 1:
    body = formatv("<rect x=\"{0:F1}\" y=\"{1:F1}\" width=\"{2}\" "
                   "height=\"{2}\" {3}",
                   x - r * 0.9, y - r * 0.9, r * 1.8, attrs);
    break;
  case 2:
    body =
        formatv("<polygon points=\"{0:F1},{1:F1} {2:F1},{3:F1} "
                "{4:F1},{3:F1}\" {5}",
                x, y - r * 1.2, x - r * 1.1, y + r * 0.8, x + r * 1.1, attrs);
    break;
  case 3:
    body = formatv("<polygon points=\"{0:F1},{1:F1} {2:F1},{3:F1} "
                   "{0:F1},{4:F1} {5:F1},{3:F1}\" {6}",
                   x, y - r * 1.3, x + r * 1.3, y, y + r * 1.3, x - r * 1.3,
                   attrs);
    break;
  default:
    body =
        formatv("<polygon points=\"{0:F1},{1:F1} {2:F1},{3:F1} "
                "{4:F1},{3:F1}\" {5}",
                x, y + r * 1.2, x - r * 1.1, y - r * 0.8, x + r * 1.1, attrs);
    break;
  }
  if (tooltip.empty())
    return body + "/>";
  return body + "><title>" + escapeHtml(tooltip) + "</title></" +
         StringRef(body).substr(1, StringRef(body).find(' ') - 1).str() + ">";
}

/// Bounds padded around [minValue, maxValue] (positive) and ticks at 1, 2
/// and 5 (or 1 to 9, or only 1) times powers of ten: at least two where the
/// range allows, at most about ten.
static LogAxis makeLogAxis(double minValue, double maxValue) {
  LogAxis axis;
  double lo = std::log10(minValue), hi = std::log10(maxValue);
  // At least half a decade shown, and some room at either end.
  double pad = std::max(0.06 * (hi - lo), std::max(0.0, (0.5 - (hi - lo)) / 2));
  pad = std::max(pad, 0.03);
  axis.lo = lo - pad;
  axis.hi = hi + pad;
  auto ticksWith = [&](ArrayRef<int> mantissas, int every) {
    std::vector<double> ticks;
    for (int e = static_cast<int>(std::floor(axis.lo));
         e <= static_cast<int>(std::ceil(axis.hi)); ++e) {
      if (((e % every) + every) % every)
        continue;
      for (int m : mantissas) {
        double value = m * std::pow(10.0, e);
        double l = std::log10(value);
        if (l >= axis.lo && l <= axis.hi)
          ticks.push_back(value);
      }
    }
    return ticks;
  };
  axis.ticks = ticksWith({1, 2, 5}, 1);
  if (axis.ticks.size() > 10) {
    int every = 1;
    do
      axis.ticks = ticksWith({1}, every++);
    while (axis.ticks.size() > 10);
  } else if (axis.ticks.size() < 3) {
    axis.ticks = ticksWith({1, 2, 3, 4, 5, 6, 7, 8, 9}, 1);
  }
  return axis;
}

//===----------------------------------------------------------------------===//
// The SVG plot
//===----------------------------------------------------------------------===//

/// An SVG of the best latency so far against the trial number.
std::string mlir::kgen::plotBestLatency(const json::Array &trialsJson,
                                        double naiveMs, StringRef title) {
  std::vector<TrialRow> rows = readTrials(trialsJson);
  const int width = 760, height = 420;
  const double left = 78, right = 560, top = 44, bottom = 330;
  const double failY = 352; // the strip of trials without a time
  size_t n = rows.size();

  // Strategies in order of their first trial: each its shape.
  std::vector<std::string> strategies;
  std::map<std::string, int64_t> verdicts;
  bool anyUntimed = false;
  double lo = std::numeric_limits<double>::infinity(), hi = 0;
  auto extend = [&](double v) {
    if (v > 0 && std::isfinite(v)) {
      lo = std::min(lo, v);
      hi = std::max(hi, v);
    }
  };
  extend(naiveMs);
  for (const TrialRow &row : rows) {
    extend(row.bestSoFarMs);
    if (row.verdict.empty())
      continue; // a curve point, not a trial
    if (!llvm::is_contained(strategies, row.strategy))
      strategies.push_back(row.strategy);
    ++verdicts[row.verdict];
    if (row.timed())
      extend(row.medianMs);
    else
      anyUntimed = true;
  }
  auto shapeOf = [&](StringRef strategy) {
    return static_cast<unsigned>(llvm::find(strategies, strategy) -
                                 strategies.begin());
  };
  bool anyTime = hi > 0;
  LogAxis axis = anyTime ? makeLogAxis(lo, hi) : LogAxis();
  auto x = [&](size_t i) { // i: 0-based
    return left + (right - left) * (double(i) + 0.5) / std::max<size_t>(n, 1);
  };
  auto y = [&](double ms) {
    return bottom -
           (bottom - top) * (std::log10(ms) - axis.lo) / (axis.hi - axis.lo);
  };

  std::string svg;
  raw_string_ostream os(svg);
  os << formatv("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" "
                "height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
                "font-family=\"sans-serif\" font-size=\"12\">\n",
                width, height);
  os << formatv("<rect width=\"{0}\" height=\"{1}\" fill=\"white\"/>\n", width,
                height);
  std::string heading =
      title.empty() ? std::string("kgen-tune search") : title.str();
  os << formatv("<text class=\"title\" x=\"{0}\" y=\"22\" "
                "text-anchor=\"middle\" font-size=\"15\" "
                "font-weight=\"bold\">{1}</text>\n",
                (left + right) / 2, escapeHtml(heading));
  // Axes.
  os << formatv("<rect x=\"{0}\" y=\"{1}\" width=\"{2}\" height=\"{3}\" "
                "fill=\"none\" stroke=\"black\"/>\n",
                left, top, right - left, bottom - top);
  // The latency axis: log scale, a grid line and a label per tick.
  if (anyTime) {
    for (double tick : axis.ticks) {
      double ty = y(tick);
      os << formatv("<line class=\"grid\" x1=\"{0}\" y1=\"{1:F1}\" "
                    "x2=\"{2}\" y2=\"{1:F1}\" stroke=\"#dddddd\"/>\n",
                    left, ty, right);
      os << formatv("<line x1=\"{0}\" y1=\"{1:F1}\" x2=\"{2}\" y2=\"{1:F1}\" "
                    "stroke=\"black\"/>\n",
                    left - 5, ty, left);
      os << formatv("<text class=\"ytick\" x=\"{0}\" y=\"{1:F1}\" "
                    "text-anchor=\"end\">{2}</text>\n",
                    left - 8, ty + 4, formatNumber(tick, 3));
    }
  } else {
    os << formatv("<text x=\"{0}\" y=\"{1}\" text-anchor=\"middle\" "
                  "fill=\"gray\">no timed trial</text>\n",
                  (left + right) / 2, (top + bottom) / 2);
  }
  os << formatv("<text x=\"18\" y=\"{0}\" text-anchor=\"middle\" "
                "transform=\"rotate(-90 18 {0})\">latency (ms, log "
                "scale)</text>\n",
                (top + bottom) / 2);
  // The trial axis: about eight ticks at 1, 2 or 5 times a power of ten.
  size_t step = 1;
  for (size_t scale = 1; n / step > 8; scale *= 10)
    for (size_t m : {1, 2, 5})
      if (n / step > 8)
        step = m * scale;
  for (size_t number = 1; number <= n;
       number += (number == 1 && step > 1) ? step - 1 : step) {
    double tx = x(number - 1);
    os << formatv("<line x1=\"{0:F1}\" y1=\"{1}\" x2=\"{0:F1}\" y2=\"{2}\" "
                  "stroke=\"black\"/>\n",
                  tx, bottom, bottom + 5);
    os << formatv("<text class=\"xtick\" x=\"{0:F1}\" y=\"{1}\" "
                  "text-anchor=\"middle\">{2}</text>\n",
                  tx, (anyUntimed ? failY + 24 : bottom + 18), number);
  }
  os << formatv("<text x=\"{0}\" y=\"{1}\" text-anchor=\"middle\">trial"
                "</text>\n",
                (left + right) / 2, (anyUntimed ? failY + 42 : bottom + 36));
  if (anyUntimed) {
    os << formatv("<line x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\" "
                  "stroke=\"#dddddd\" stroke-dasharray=\"2\"/>\n",
                  left, failY, right);
    os << formatv("<text x=\"{0}\" y=\"{1}\" text-anchor=\"end\" "
                  "fill=\"gray\">no time</text>\n",
                  left - 8, failY + 4);
  }
  // The naive lowering.
  if (anyTime && naiveMs > 0) {
    os << formatv("<line class=\"naive\" x1=\"{0}\" y1=\"{1:F1}\" x2=\"{2}\" "
                  "y2=\"{1:F1}\" stroke=\"gray\" stroke-dasharray=\"6 4\"/>\n",
                  left, y(naiveMs), right);
    os << formatv("<text x=\"{0}\" y=\"{1:F1}\" text-anchor=\"end\" "
                  "fill=\"gray\">naive {2} ms</text>\n",
                  right - 4, y(naiveMs) - 5, formatNumber(naiveMs));
  }
  // The best so far, a step at each improvement.
  std::string path;
  double lastY = 0;
  for (size_t i = 0; i < n; ++i) {
    double best = rows[i].bestSoFarMs;
    if (best <= 0)
      continue;
    double px = x(i), py = y(best);
    if (path.empty())
      path = formatv("M{0:F1},{1:F1}", px, py).str();
    else
      path += formatv(" H{0:F1} V{1:F1}", px, py).str();
    lastY = py;
  }
  if (!path.empty()) {
    if (n > 0)
      path += formatv(" H{0:F1}", right).str();
    os << "<path class=\"best\" d=\"" << path
       << "\" fill=\"none\" stroke=\"steelblue\" stroke-width=\"2\"/>\n";
    (void)lastY;
  }
  // A marker per trial: coloured by verdict, shaped by strategy.
  for (size_t i = 0; i < n; ++i) {
    const TrialRow &row = rows[i];
    if (row.verdict.empty())
      continue;
    std::string tooltip = formatv("trial {0}: {1} {2} -> {3}", row.number,
                                  row.strategy, row.knobs, row.verdict)
                              .str();
    if (row.timed())
      tooltip += " " + formatNumber(row.medianMs) + " ms";
    os << "<g class=\"trial\">"
       << marker(shapeOf(row.strategy), x(i),
                 row.timed() ? y(row.medianMs) : failY,
                 verdictColour(row.verdict), tooltip)
       << "</g>\n";
  }
  // The legend.
  double ly = top + 6;
  double lx = right + 22;
  auto legendText = [&](StringRef text) {
    std::string shown =
        text.size() > 26 ? text.take_front(25).str() + "..." : text.str();
    os << formatv("<text x=\"{0}\" y=\"{1:F1}\">{2}</text>\n", lx + 18, ly + 4,
                  escapeHtml(shown));
  };
  if (!path.empty()) {
    os << formatv("<line x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\" "
                  "stroke=\"steelblue\" stroke-width=\"2\"/>\n",
                  lx, ly, lx + 14);
    legendText("best so far");
    ly += 18;
  }
  if (anyTime && naiveMs > 0) {
    os << formatv("<line x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\" "
                  "stroke=\"gray\" stroke-dasharray=\"6 4\"/>\n",
                  lx, ly, lx + 14);
    legendText("naive lowering");
    ly += 18;
  }
  if (!verdicts.empty()) {
    ly += 6;
    os << formatv("<text x=\"{0}\" y=\"{1}\" font-weight=\"bold\">verdict"
                  "</text>\n",
                  lx, ly + 4);
    ly += 18;
    for (const auto &[verdict, count] : verdicts) {
      os << "<g class=\"legend-verdict\">"
         << marker(0, lx + 7, ly, verdictColour(verdict)) << "</g>\n";
      legendText(formatv("{0} ({1})", verdict, count).str());
      ly += 18;
    }
  }
  if (!strategies.empty()) {
    ly += 6;
    os << formatv("<text x=\"{0}\" y=\"{1}\" font-weight=\"bold\">strategy"
                  "</text>\n",
                  lx, ly + 4);
    ly += 18;
    for (const std::string &strategy : strategies) {
      os << "<g class=\"legend-strategy\">"
         << marker(shapeOf(strategy), lx + 7, ly, "white") << "</g>\n";
      legendText(strategy.empty() ? "(none)" : strategy);
      ly += 18;
    }
  }
  os << "</svg>\n";
  return svg;
}

llvm::json::Array mlir::kgen::moduleLatencyCurve(const json::Array &kernels) {
  std::vector<double> current;
  for (const json::Value &k : kernels) {
    const json::Object *entry = k.getAsObject();
    const json::Object *search = entry ? entry->getObject("search") : nullptr;
    double calls = entry ? entry->getNumber("calls").value_or(1) : 1;
    current.push_back(
        search ? search->getNumber("naive_ms").value_or(-1) * calls : -1);
  }
  json::Array curve;
  for (auto [index, k] : llvm::enumerate(kernels)) {
    const json::Object *entry = k.getAsObject();
    const json::Object *search = entry ? entry->getObject("search") : nullptr;
    const json::Array *trials = search ? search->getArray("trials") : nullptr;
    if (!trials)
      continue;
    double calls = entry->getNumber("calls").value_or(1);
    for (const json::Value &t : *trials) {
      const json::Object *trial = t.getAsObject();
      double bestSoFar =
          trial ? trial->getNumber("best_so_far_ms").value_or(-1) : -1;
      if (bestSoFar > 0)
        current[index] = bestSoFar * calls;
      double total = 0;
      for (double c : current)
        total += std::max(c, 0.0);
      curve.push_back(json::Object{{"best_so_far_ms", total}});
    }
  }
  return curve;
}

//===----------------------------------------------------------------------===//
// The HTML report
//===----------------------------------------------------------------------===//

static const char *const kStyle = R"css(
body { font-family: sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.5em; }
h2 { font-size: 1.25em; border-bottom: 1px solid #ccc; padding-bottom: 0.2em; }
section.kernel { margin-bottom: 2.5em; }
table { border-collapse: collapse; margin: 0.6em 0; }
th, td { border: 1px solid #ccc; padding: 0.2em 0.5em; text-align: left;
         vertical-align: top; }
th { background: #f0f0f0; }
table.trials th { white-space: nowrap; }
table.trials td.details { min-width: 24em; }
table.facts th { font-weight: normal; color: #555; }
table.trials td.num { text-align: right; font-variant-numeric: tabular-nums; }
table.trials th.knob { background: #e8eef8; }
tr.best td { font-weight: bold; }
.verdict { display: inline-block; padding: 0.1em 0.6em; margin-right: 0.4em;
           border-radius: 0.8em; color: white; }
p.status.tuned { color: #1a7f1a; }
p.status.kept { color: #9a5a00; }
.note { color: #666; }
details summary { cursor: default; }
pre { white-space: pre-wrap; max-width: 60em; margin: 0.3em 0; }
)css";

/// A fact row of a section's table.
static void factRow(raw_ostream &os, StringRef name, StringRef html) {
  os << "<tr><th>" << escapeHtml(name) << "</th><td>" << html << "</td></tr>\n";
}

/// The knobs of a trial (describePoint's JSON object) in order; a string
/// that is not an object is one "knobs" value.
static std::vector<std::pair<std::string, std::string>>
parseKnobs(StringRef text) {
  std::vector<std::pair<std::string, std::string>> knobs;
  if (text.empty())
    return knobs;
  Expected<json::Value> parsed = json::parse(text);
  const json::Object *object = parsed ? parsed->getAsObject() : nullptr;
  if (!object) {
    if (!parsed)
      consumeError(parsed.takeError());
    knobs.push_back({"knobs", text.str()});
    return knobs;
  }
  for (const auto &[name, value] : *object) {
    std::string shown;
    if (std::optional<StringRef> s = value.getAsString())
      shown = s->str();
    else
      shown = formatv("{0}", value).str();
    knobs.push_back({name.str(), shown});
  }
  // json::Object does not keep its keys' order: sorted, as describePoint
  // prints them.
  llvm::sort(knobs);
  return knobs;
}

/// One kernel's section: `search` is the tuner's report.
static void renderKernelSection(raw_ostream &os, const json::Object &search,
                                StringRef heading, StringRef status, bool tuned,
                                StringRef id) {
  os << "<section class=\"kernel\" id=\"" << escapeHtml(id) << "\">\n";
  os << "<h2>" << escapeHtml(heading) << "</h2>\n";
  if (!status.empty())
    os << "<p class=\"status " << (tuned ? "tuned" : "kept") << "\">"
       << escapeHtml(status) << "</p>\n";

  double naiveMs = search.getNumber("naive_ms").value_or(-1);
  double bestMs = search.getNumber("best_ms").value_or(-1);
  double heuristicMs = search.getNumber("heuristic_ms").value_or(-1);
  std::vector<TrialRow> rows;
  if (const json::Array *trials = search.getArray("trials"))
    rows = readTrials(*trials);

  // The facts.
  os << "<table class=\"facts\">\n";
  std::string where = search.getString("target").value_or("?").str();
  if (std::optional<StringRef> device = search.getString("device"))
    if (!device->empty())
      where += " (" + device->str() + ")";
  factRow(os, "target", escapeHtml(where));
  if (std::optional<StringRef> precision = search.getString("precision"))
    factRow(os, "precision", escapeHtml(*precision));
  if (std::optional<int64_t> budget = search.getInteger("budget"))
    factRow(os, "budget", formatv("{0}", *budget).str());
  if (std::optional<StringRef> hash = search.getString("kernel_hash"))
    factRow(os, "kernel hash", "<code>" + escapeHtml(*hash) + "</code>");
  factRow(os, "naive lowering",
          naiveMs > 0 ? formatNumber(naiveMs) + " ms" : "not measured");
  if (heuristicMs > 0)
    factRow(os, "heuristic start", formatNumber(heuristicMs) + " ms");
  if (bestMs > 0) {
    std::string best =
        formatNumber(bestMs) + " ms (" +
        escapeHtml(search.getString("best_strategy").value_or("").str()) +
        " <code>" + escapeHtml(search.getString("best_knobs").value_or("")) +
        "</code>)";
    factRow(os, "best verified", best);
    if (naiveMs > 0) {
      std::string speedup =
          formatv("<span class=\"speedup\">{0:F2}x</span> over the naive "
                  "lowering",
                  naiveMs / bestMs)
              .str();
      if (heuristicMs > 0)
        speedup +=
            formatv(", {0:F2}x over the heuristic start", heuristicMs / bestMs)
                .str();
      if (search.getBoolean("naive_fastest").value_or(false))
        speedup += " (the naive lowering is faster: the kernel is kept)";
      factRow(os, "speedup", speedup);
    }
  } else {
    factRow(os, "best verified", "none");
  }
  if (std::optional<int64_t> to95 =
          search.getInteger("trials_to_95_percent_of_best");
      to95 && *to95 > 0)
    factRow(os, "trials to 95% of best", formatv("{0}", *to95).str());

  // The roofline: from the ceilings the validator reported, never made up.
  double bytes = search.getNumber("bytes").value_or(-1);
  double flops = search.getNumber("flops").value_or(-1);
  const json::Object *ceilings = search.getObject("ceilings");
  double peakGbps =
      ceilings ? ceilings->getNumber("peak_bandwidth_gbps").value_or(0) : 0;
  double peakGflops =
      ceilings ? ceilings->getNumber("peak_gflops").value_or(0) : 0;
  // The best trial's fraction as the tuner computed it (from the
  // validator's achieved figures), else from the report's bytes and flops.
  double bestFraction = -1;
  for (const TrialRow &row : rows)
    if (row.timed() && row.medianMs == bestMs && row.rooflineFraction > 0)
      bestFraction = row.rooflineFraction;
  std::string roofline;
  if (bestMs > 0 && (bytes > 0 || flops > 0)) {
    double gbps = bytes / (bestMs * 1e6), gflops = flops / (bestMs * 1e6);
    roofline = formatv("best: {0} GB/s, {1} GFLOP/s", formatNumber(gbps, 3),
                       formatNumber(gflops, 3))
                   .str();
    if (peakGbps > 0 || peakGflops > 0) {
      double fraction =
          bestFraction > 0 ? bestFraction
                           : std::max(peakGbps > 0 ? gbps / peakGbps : 0,
                                      peakGflops > 0 ? gflops / peakGflops : 0);
      roofline = formatv("<span class=\"roofline\">{0:F1}%</span> of the "
                         "roofline; {1} (ceilings: {2} GB/s, {3} GFLOP/s{4})",
                         100 * fraction, roofline, formatNumber(peakGbps, 5),
                         formatNumber(peakGflops, 5),
                         ceilings->getString("bandwidth_from")
                             ? (", bandwidth from the " +
                                ceilings->getString("bandwidth_from")->str())
                             : std::string())
                     .str();
    } else {
      roofline = "no ceiling figures for this target (the validator reports "
                 "none for the host CPU): no roofline fraction; " +
                 roofline;
    }
  } else if (ceilings || bytes > 0 || flops > 0) {
    roofline = "no verified candidate to place on the roofline";
  } else {
    roofline = "the report has no bytes, flops or ceilings: no roofline "
               "fraction";
  }
  factRow(os, "roofline", roofline);
  if (const json::Object *time = search.getObject("time_s"))
    factRow(os, "time",
            formatv("{0:F1} s in all: baseline {1:F1} s, compile {2:F1} s, "
                    "measure {3:F1} s",
                    time->getNumber("wall").value_or(0),
                    time->getNumber("baseline").value_or(0),
                    time->getNumber("compile").value_or(0),
                    time->getNumber("measure").value_or(0))
                .str());
  os << "</table>\n";

  // The verdict counts.
  os << "<p class=\"verdicts\">";
  std::vector<std::pair<std::string, int64_t>> counts;
  if (const json::Object *verdicts = search.getObject("verdicts"))
    for (const auto &[verdict, count] : *verdicts)
      counts.push_back({verdict.str(), count.getAsInteger().value_or(0)});
  llvm::sort(counts);
  if (counts.empty())
    os << "no trial";
  for (const auto &[verdict, count] : counts)
    os << "<span class=\"verdict\" style=\"background:"
       << verdictColour(verdict) << "\">" << escapeHtml(verdict) << " " << count
       << "</span>";
  os << "</p>\n";

  // The plot.
  if (const json::Array *trials = search.getArray("trials"))
    os << "<figure>\n"
       << plotBestLatency(*trials, naiveMs, heading) << "</figure>\n";

  // The candidates: one column per knob (the union over strategies, in
  // order of first appearance).
  std::vector<std::string> knobNames;
  std::vector<std::vector<std::pair<std::string, std::string>>> knobsOf;
  for (const TrialRow &row : rows) {
    knobsOf.push_back(parseKnobs(row.knobs));
    for (const auto &[name, value] : knobsOf.back())
      if (!llvm::is_contained(knobNames, name))
        knobNames.push_back(name);
  }
  bool withRoofline = peakGbps > 0 || peakGflops > 0;
  os << "<table class=\"trials\">\n<thead><tr><th>#</th><th>strategy</th>"
        "<th>proposer</th>";
  for (const std::string &name : knobNames)
    os << "<th class=\"knob\">" << escapeHtml(name) << "</th>";
  os << "<th>verdict</th><th>median ms</th><th>best so far ms</th>"
        "<th>vs naive</th>";
  if (withRoofline)
    os << "<th>roofline</th>";
  os << "<th>compile s</th><th>measure s</th><th>details</th></tr></thead>\n"
        "<tbody>\n";
  auto cell = [&](double value, StringRef text) {
    os << "<td class=\"num\">" << (value >= 0 ? text : StringRef(""))
       << "</td>";
  };
  bool anyBlank = false;
  for (auto [i, row] : llvm::enumerate(rows)) {
    bool isBest = row.timed() && bestMs > 0 && row.medianMs == bestMs;
    os << "<tr class=\"trial" << (isBest ? " best" : "") << "\">";
    os << "<td class=\"num\">" << row.number << "</td><td>"
       << escapeHtml(row.strategy) << "</td><td>" << escapeHtml(row.proposer)
       << "</td>";
    for (const std::string &name : knobNames) {
      auto it = llvm::find_if(knobsOf[i],
                              [&](const auto &k) { return k.first == name; });
      anyBlank |= it == knobsOf[i].end();
      os << "<td>" << (it == knobsOf[i].end() ? "" : escapeHtml(it->second))
         << "</td>";
    }
    os << "<td><span class=\"verdict\" style=\"background:"
       << verdictColour(row.verdict) << "\">" << escapeHtml(row.verdict)
       << "</span>" << (row.screenedOnly ? " (screened)" : "")
       << (row.fromDatabase ? " (database)" : "") << "</td>";
    cell(row.timed() ? row.medianMs : -1, formatNumber(row.medianMs));
    cell(row.bestSoFarMs, formatNumber(row.bestSoFarMs));
    cell(row.timed() && naiveMs > 0 ? 1 : -1,
         formatv("{0:F2}x", naiveMs / row.medianMs).str());
    if (withRoofline)
      cell(row.timed() ? 1 : -1,
           formatv("{0:F1}%", 100 * row.rooflineFraction).str());
    cell(row.compileS, formatv("{0:F2}", row.compileS).str());
    cell(row.measureS, formatv("{0:F2}", row.measureS).str());
    StringRef details = StringRef(row.details).trim();
    StringRef first = details.split('\n').first;
    os << "<td class=\"details\">";
    if (details.empty())
      ;
    else if (details.size() <= 120 && first == details)
      os << escapeHtml(details);
    else
      os << "<details><summary>"
         << escapeHtml(first.size() > 120 ? first.take_front(117).str() + "..."
                                          : first.str())
         << "</summary><pre>" << escapeHtml(details) << "</pre></details>";
    os << "</td></tr>\n";
  }
  os << "</tbody>\n</table>\n";
  if (anyBlank)
    os << "<p class=\"note\">A blank knob cell: the knob is not the trial's "
          "strategy's.</p>\n";
  os << "</section>\n";
}

std::string mlir::kgen::renderHtmlReport(const json::Object &report,
                                         StringRef title) {
  std::string html;
  raw_string_ostream os(html);
  os << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta "
        "charset=\"utf-8\">\n<title>"
     << escapeHtml(title) << "</title>\n<style>" << kStyle
     << "</style>\n</head>\n<body>\n";
  const json::Array *kernels = report.getArray("kernels");
  os << "<h1>" << (kernels ? "" : "kgen-tune report: ") << escapeHtml(title)
     << "</h1>\n";
  if (!kernels) {
    os << "<p class=\"note\">kgen-tune's search of one kernel: "
          "docs/search.md describes this report.</p>\n";
    renderKernelSection(os, report, title, "", true, "kernel");
    os << "</body>\n</html>\n";
    return html;
  }

  // A module: its summary, its estimated latency, then each kernel.
  size_t tuned = 0;
  for (const json::Value &k : *kernels)
    if (const json::Object *entry = k.getAsObject())
      tuned += entry->getBoolean("tuned").value_or(false);
  const json::Array *skipped = report.getArray("skipped");
  size_t total = kernels->size() + (skipped ? skipped->size() : 0);
  double naiveTotal = report.getNumber("naive_total_ms").value_or(-1);
  double tunedTotal = report.getNumber("tuned_total_ms").value_or(-1);
  os << "<section class=\"module\">\n<table class=\"facts\">\n";
  factRow(os, "target", escapeHtml(report.getString("target").value_or("?")));
  if (std::optional<StringRef> precision = report.getString("precision"))
    factRow(os, "precision", escapeHtml(*precision));
  if (std::optional<int64_t> budget = report.getInteger("budget"))
    factRow(os, "budget", formatv("{0}", *budget).str());
  factRow(os, "kernels tuned", formatv("{0} of {1}", tuned, total).str());
  if (naiveTotal > 0 && tunedTotal > 0)
    factRow(os, "kernels' time per run",
            formatv("{0} ms naive, {1} ms tuned (<span "
                    "class=\"speedup\">{2:F2}x</span>)",
                    formatNumber(naiveTotal), formatNumber(tunedTotal),
                    naiveTotal / tunedTotal)
                .str());
  if (std::optional<int64_t> verified =
          report.getInteger("verified_candidates"))
    factRow(os, "verified candidates",
            formatv("{0} ({1:F1} per minute)", *verified,
                    report.getNumber("candidates_per_minute").value_or(0))
                .str());
  if (std::optional<double> wall = report.getNumber("wall_s"))
    factRow(os, "time", formatv("{0:F1} s", *wall).str());
  os << "</table>\n";
  if (skipped && !skipped->empty()) {
    os << "<p>Skipped:</p>\n<ul class=\"skipped\">\n";
    for (const json::Value &s : *skipped)
      os << "<li><code>" << escapeHtml(formatv("{0}", s).str())
         << "</code></li>\n";
    os << "</ul>\n";
  }
  os << "<ul class=\"toc\">\n";
  for (auto [i, k] : llvm::enumerate(*kernels)) {
    const json::Object *entry = k.getAsObject();
    std::string names;
    if (const json::Array *functions =
            entry ? entry->getArray("functions") : nullptr)
      for (const json::Value &f : *functions)
        names +=
            (names.empty() ? "@" : ", @") + f.getAsString().value_or("?").str();
    os << formatv("<li><a href=\"#kernel{0}\">{1}</a></li>\n", i,
                  escapeHtml(names));
  }
  os << "</ul>\n";
  json::Array curve = moduleLatencyCurve(*kernels);
  if (!curve.empty())
    os << "<figure>\n"
       << plotBestLatency(curve, naiveTotal,
                          "module: the kernels' estimated time per run")
       << "</figure>\n";
  os << "</section>\n";
  for (auto [i, k] : llvm::enumerate(*kernels)) {
    const json::Object *entry = k.getAsObject();
    const json::Object *search = entry ? entry->getObject("search") : nullptr;
    if (!search)
      continue;
    std::string names;
    if (const json::Array *functions = entry->getArray("functions"))
      for (const json::Value &f : *functions)
        names +=
            (names.empty() ? "@" : ", @") + f.getAsString().value_or("?").str();
    bool isTuned = entry->getBoolean("tuned").value_or(false);
    int64_t calls = entry->getInteger("calls").value_or(1);
    std::string status =
        isTuned ? formatv("tuned ({0} call(s) per run)", calls).str()
                : formatv("kept as it is ({0} call(s) per run): {1}", calls,
                          entry->getString("reason").value_or(""))
                      .str();
    renderKernelSection(os, *search, names, status, isTuned,
                        formatv("kernel{0}", i).str());
  }
  os << "</body>\n</html>\n";
  return html;
}

llvm::Error mlir::kgen::writeTextFile(StringRef path, StringRef text) {
  std::error_code ec;
  raw_fd_ostream os(path, ec);
  if (ec)
    return llvm::createStringError("cannot write '" + path.str() +
                                   "': " + ec.message());
  os << text;
  return llvm::Error::success();
}

llvm::Error mlir::kgen::checkOutputPath(llvm::StringRef option,
                                        llvm::StringRef path) {
  if (path.empty() || path == "-")
    return llvm::Error::success();
  auto error = [&](const llvm::Twine &why) {
    return llvm::createStringError("cannot write " + option + " '" + path +
                                   "': " + why);
  };
  if (llvm::sys::fs::is_directory(path))
    return error("it is a directory");
  llvm::SmallString<256> dir(llvm::sys::path::parent_path(path));
  if (dir.empty())
    dir = ".";
  if (!llvm::sys::fs::is_directory(dir))
    return error("directory '" + dir + "' does not exist");
  if (llvm::sys::fs::access(dir, llvm::sys::fs::AccessMode::Write))
    return error("directory '" + dir + "' is not writable");
  return llvm::Error::success();
}
