//===- ReportTest.cpp - the search's plot and HTML report -----------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Search/Search.h"

#include "llvm/Support/JSON.h"
#include "gtest/gtest.h"

using namespace mlir::kgen;

namespace {

/// Occurrences of `needle` in `text`.
size_t count(llvm::StringRef text, llvm::StringRef needle) {
  size_t n = 0;
  for (size_t at = text.find(needle); at != llvm::StringRef::npos;
       at = text.find(needle, at + needle.size()))
    ++n;
  return n;
}

/// A kernel's report as the tuner writes it (the fields the renderer
/// reads), three trials of two strategies.
llvm::json::Object kernelReport() {
  auto trial = [](int64_t n, const char *strategy, const char *knobs,
                  const char *verdict, double median, double best,
                  const char *details) {
    return llvm::json::Object{{"trial", n},           {"strategy", strategy},
                              {"proposer", "random"}, {"knobs", knobs},
                              {"verdict", verdict},   {"details", details},
                              {"median_ms", median},  {"best_so_far_ms", best}};
  };
  return llvm::json::Object{
      {"kernel", "k<&>.mlir"},
      {"target", "host"},
      {"naive_ms", 10.0},
      {"best_ms", 0.02},
      {"best_strategy", "s1"},
      {"best_knobs", "{\"a\":1}"},
      {"verdicts", llvm::json::Object{{"OK", 2}, {"TIMEOUT", 1}}},
      {"trials",
       llvm::json::Array{
           trial(1, "s1", "{\"a\":1,\"b\":\"x<y\"}", "OK", 0.02, 0.02, ""),
           trial(2, "s2", "{\"c\":7}", "TIMEOUT", -1, 0.02, "ran > 5 s"),
           trial(3, "s1", "{\"a\":2,\"b\":\"z\"}", "OK", 1.5, 0.02, "")}}};
}

TEST(Report, EscapesText) {
  EXPECT_EQ(escapeHtml("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c&#39;");
  EXPECT_EQ(escapeHtml("plain"), "plain");
}

TEST(Report, PlotHasLogTicksMarkersAndTitle) {
  llvm::json::Object report = kernelReport();
  std::string svg =
      plotBestLatency(*report.getArray("trials"), 10.0, "k<&>.mlir");
  // Four decades and more (0.02 to 10 ms): ticks at 1, 2, 5 x 10^k.
  for (const char *tick : {">0.02</text>", ">0.05</text>", ">0.1</text>",
                           ">1</text>", ">5</text>", ">10</text>"})
    EXPECT_NE(svg.find(tick), std::string::npos) << tick;
  EXPECT_EQ(svg.find(">0.03</text>"), std::string::npos);
  EXPECT_NE(svg.find(">k&lt;&amp;&gt;.mlir</text>"), std::string::npos);
  EXPECT_EQ(count(svg, "<g class=\"trial\">"), 3u);
  // Shapes by strategy: s1 circles, s2 a square (in the untimed strip).
  EXPECT_EQ(count(svg, "<g class=\"trial\"><circle"), 2u);
  EXPECT_EQ(count(svg, "<g class=\"trial\"><rect"), 1u);
  EXPECT_NE(svg.find(">no time</text>"), std::string::npos);
  EXPECT_NE(svg.find(">TIMEOUT (1)</text>"), std::string::npos);
  EXPECT_NE(svg.find("x&lt;y"), std::string::npos); // in a tooltip
  EXPECT_EQ(svg.find("x<y"), std::string::npos);
}

TEST(Report, PlotOfOneValueStillHasTicks) {
  llvm::json::Array trials{llvm::json::Object{{"best_so_far_ms", 3.0}}};
  std::string svg = plotBestLatency(trials, 3.0);
  EXPECT_GE(count(svg, "class=\"ytick\""), 2u);
  EXPECT_NE(svg.find("<path class=\"best\""), std::string::npos);
}

TEST(Report, HtmlHasKnobColumnsRowsAndCounts) {
  std::string html = renderHtmlReport(kernelReport(), "k<&>.mlir");
  EXPECT_NE(html.find("<title>k&lt;&amp;&gt;.mlir</title>"), std::string::npos);
  EXPECT_NE(html.find("<th class=\"knob\">a</th><th class=\"knob\">b</th>"
                      "<th class=\"knob\">c</th><th>verdict</th>"),
            std::string::npos);
  EXPECT_EQ(count(html, "<tr class=\"trial"), 3u);
  EXPECT_EQ(count(html, "<tr class=\"trial best\">"), 1u);
  EXPECT_NE(html.find(">OK 2</span>"), std::string::npos);
  EXPECT_NE(html.find(">TIMEOUT 1</span>"), std::string::npos);
  EXPECT_NE(html.find("<td>x&lt;y</td>"), std::string::npos);
  EXPECT_NE(html.find("ran &gt; 5 s"), std::string::npos);
  // No ceilings nor bytes: said, not made up.
  EXPECT_NE(html.find("the report has no bytes, flops or ceilings"),
            std::string::npos);
  EXPECT_EQ(html.find("<script"), std::string::npos);
}

TEST(Report, ModuleHasASectionPerKernel) {
  llvm::json::Object module{
      {"target", "host"},
      {"naive_total_ms", 20.0},
      {"tuned_total_ms", 10.02},
      {"kernels", llvm::json::Array{
                      llvm::json::Object{{"functions", llvm::json::Array{"f1"}},
                                         {"calls", 1},
                                         {"tuned", true},
                                         {"search", kernelReport()}},
                      llvm::json::Object{
                          {"functions", llvm::json::Array{"f<2>"}},
                          {"calls", 1},
                          {"tuned", false},
                          {"reason", "no strategy applies"},
                          {"search", llvm::json::Object{
                                         {"naive_ms", 10.0},
                                         {"trials", llvm::json::Array{}}}}}}}};
  std::string html = renderHtmlReport(module, "m");
  EXPECT_EQ(count(html, "<section class=\"kernel\""), 2u);
  EXPECT_NE(html.find("<h2>@f&lt;2&gt;</h2>"), std::string::npos);
  EXPECT_NE(html.find("kept as it is (1 call(s) per run): no strategy "
                      "applies"),
            std::string::npos);
  EXPECT_NE(html.find("<td>1 of 2</td>"), std::string::npos);
  // The module curve: the kernels' best so far summed.
  llvm::json::Array curve = moduleLatencyCurve(*module.getArray("kernels"));
  ASSERT_EQ(curve.size(), 3u);
  EXPECT_DOUBLE_EQ(*curve[0].getAsObject()->getNumber("best_so_far_ms"), 10.02);
}

} // namespace
