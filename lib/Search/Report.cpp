//===- Report.cpp - plots of a search -------------------------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Search/Search.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <algorithm>

using namespace llvm;

/// An SVG of the best latency so far against the trial number.
std::string mlir::kgen::plotBestLatency(const json::Array &trialsJson,
                                        double naiveMs) {
  std::vector<double> best;
  for (const json::Value &t : trialsJson)
    best.push_back(t.getAsObject()->getNumber("best_so_far_ms").value_or(-1));
  double top = naiveMs;
  for (double b : best)
    top = std::max(top, b);
  const double width = 640, height = 360, margin = 50;
  auto x = [&](size_t i) {
    return margin + (width - 2 * margin) *
                        (best.size() > 1 ? double(i) / (best.size() - 1) : 0.5);
  };
  auto y = [&](double ms) {
    return height - margin - (height - 2 * margin) * (top > 0 ? ms / top : 0);
  };
  std::string svg;
  raw_string_ostream os(svg);
  os << formatv("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" "
                "height=\"{1}\" font-family=\"sans-serif\" font-size=\"12\">\n",
                width, height);
  os << formatv("<rect width=\"{0}\" height=\"{1}\" fill=\"white\"/>\n", width,
                height);
  os << formatv("<line x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\" "
                "stroke=\"black\"/>\n",
                margin, height - margin, width - margin);
  os << formatv("<line x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\" "
                "stroke=\"black\"/>\n",
                margin, height - margin, margin);
  os << formatv("<line x1=\"{0}\" y1=\"{1:F1}\" x2=\"{2}\" y2=\"{1:F1}\" "
                "stroke=\"gray\" stroke-dasharray=\"4\"/>\n",
                margin, y(naiveMs), width - margin);
  os << formatv("<text x=\"{0}\" y=\"{1:F1}\" fill=\"gray\">naive {2:F4} "
                "ms</text>\n",
                margin + 5, y(naiveMs) - 4, naiveMs);
  os << "<polyline fill=\"none\" stroke=\"steelblue\" stroke-width=\"2\" "
        "points=\"";
  for (size_t i = 0; i < best.size(); ++i)
    if (best[i] > 0)
      os << formatv("{0:F1},{1:F1} ", x(i), y(best[i]));
  os << "\"/>\n";
  os << formatv("<text x=\"{0}\" y=\"{1}\">trials</text>\n", width / 2,
                height - 15);
  os << formatv("<text x=\"10\" y=\"{0}\">best latency (ms), 0 at the "
                "axis</text>\n",
                margin - 20);
  os << "</svg>\n";
  return svg;
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
