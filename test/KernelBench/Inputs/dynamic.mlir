// A dynamically shaped @main: kgen-aot cannot give it a fixed signature.
func.func @main(%x: tensor<?xf32> {kgen.name = "x"}) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}
