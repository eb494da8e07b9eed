// Transform script: every kgen.conv_transpose split into its stride-1
// output phases.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ct = transform.structured.match ops{["kgen.conv_transpose"]} in %root : (!transform.any_op) -> !transform.any_op
    %phases = transform.kgen.split_conv_transpose_phases %ct : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
