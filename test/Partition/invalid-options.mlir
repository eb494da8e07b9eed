// RUN: kgen-opt %s -verify-diagnostics --kgen-annotate-fusion-groups="fuse=everything"
// RUN: kgen-opt %s -verify-diagnostics --kgen-partition="fuse=everything"
// RUN: not kgen-opt %s --kgen-partition="entry=model" 2>&1 | FileCheck %s --check-prefix=ENTRY

// ENTRY: error: kgen-annotate-fusion-groups: the module has no function @model to partition (the pass option 'entry' names it)

// expected-error @+1 {{kgen-annotate-fusion-groups: option 'fuse' must be all, producers, consumers or none, got 'everything'}}
module {
  func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
}
