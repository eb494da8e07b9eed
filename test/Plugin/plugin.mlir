// Upstream mlir-opt (from mlir-N-tools) loads kgen as a dialect and pass
// plugin.
// REQUIRES: plugin
// RUN: mlir-opt %s --load-dialect-plugin=%kgen_plugin --load-pass-plugin=%kgen_plugin \
// RUN:   --pass-pipeline="builtin.module(kgen-annotate-op-class)" | FileCheck %s
// RUN: mlir-opt %s --load-dialect-plugin=%kgen_plugin --transform-interpreter \
// RUN:   --verify-diagnostics
// RUN: not mlir-opt %s 2>&1 | FileCheck %s --check-prefix=NO-PLUGIN

// NO-PLUGIN: #"kgen"<"target<{{.*}}attribute created with unregistered dialect

// CHECK: module attributes {kgen.target = #kgen.target<nvvm, "sm_90", peak_bandwidth_gbps = 4800>
module attributes {kgen.target = #kgen.target<nvvm, "sm_90", peak_bandwidth_gbps = 4800>,
                   transform.with_named_sequence} {
  func.func @mm(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>,
                %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
    // CHECK: linalg.matmul {kgen.op_class = #kgen.op_class<contraction>}
    // expected-remark @below {{contraction}}
    %0 = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>)
                       outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root
        : (!transform.any_op) -> !transform.any_op
    transform.kgen.match_op_class %m is [contraction] : !transform.any_op
    transform.debug.emit_remark_at %m, "contraction" : !transform.any_op
    transform.yield
  }
}
