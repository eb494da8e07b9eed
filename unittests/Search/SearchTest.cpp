//===- SearchTest.cpp - what the search reports about candidates ----------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Search/Search.h"

#include "gtest/gtest.h"

using namespace mlir::kgen;

namespace {

TEST(GeneratedArithmetic, NamesEachGemmMathOnce) {
  // Two launches of a candidate (as transform.kgen.gemm_pipelined records
  // them), one SIMT: each arithmetic once, in order of appearance.
  const char *candidate = R"(
    gpu.launch blocks(%a, %b, %c) in (%x = %c1, %y = %c1, %z = %c1) {
      gpu.terminator
    } {kgen.gemm_config = array<i64: 128, 128, 32, 64, 32, 4, 1>, kgen.gemm_math = "3xtf32"}
    gpu.launch blocks(%a, %b, %c) in (%x = %c1, %y = %c1, %z = %c1) {
      gpu.terminator
    } {kgen.gemm_config = array<i64: 128, 128, 32, 64, 32, 4, 1>, kgen.gemm_math = "3xtf32"}
    gpu.launch blocks(%a, %b, %c) in (%x = %c1, %y = %c1, %z = %c1) {
      gpu.terminator
    } {kgen.gemm_config = array<i64: 32, 32, 16, 2, 4, 3, 1>, kgen.gemm_math = "fma"}
  )";
  std::vector<std::string> expected = {"3xtf32", "fma"};
  EXPECT_EQ(generatedArithmetic(candidate), expected);
}

TEST(GeneratedArithmetic, EmptyWithoutGemmKernels) {
  EXPECT_TRUE(generatedArithmetic("func.func @f() { return }").empty());
  EXPECT_TRUE(generatedArithmetic("").empty());
}

} // namespace
