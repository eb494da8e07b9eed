#map = affine_map<(d0) -> (d0 * 16)>
#map1 = affine_map<(d0) -> (d0 * -16 + 62, 16)>
#map2 = affine_map<()[s0] -> (s0 ceildiv 4)>
#map3 = affine_map<(d0)[s0] -> (d0 * -4 + s0, 4)>
#map4 = affine_map<(d0, d1) -> (d0 * 16 + d1 * 4)>
#map5 = affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 * 4 + s0)>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
#map8 = affine_map<()[s0, s1] -> (s0 * 2 + s1 * 3 - 1)>
#map9 = affine_map<(d0, d1, d2)[s0] -> (d0 * 32 + d1 * 8 + d2 * 2 + s0 * 3 - 1)>
#map10 = affine_map<(d0)[s0] -> (d0 * 2 + s0 * 3 - 1)>
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @main(%arg0: tensor<16x32x128x128x128xf32> {kgen.name = "x"}) -> (tensor<16x32x62x62x62xf32> {kgen.name = "output_0"}) {
    %0 = bufferization.to_buffer %arg0 read_only : tensor<16x32x128x128x128xf32> to memref<16x32x128x128x128xf32>
    %1 = call @main_k0_pooling(%0) : (memref<16x32x128x128x128xf32>) -> memref<16x32x62x62x62xf32>
    %2 = bufferization.to_tensor %1 restrict : memref<16x32x62x62x62xf32> to tensor<16x32x62x62x62xf32>
    return %2 : tensor<16x32x62x62x62xf32>
  }
  func.func private @main_k0_pooling(%arg0: memref<16x32x128x128x128xf32>) -> memref<16x32x62x62x62xf32> attributes {kgen.kernel} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c62 = arith.constant 62 : index
    %cst = arith.constant 0xFF800000 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<16x32x62x62x62xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3x3x3xf32>
    %collapse_shape = memref.collapse_shape %alloc [[0, 1, 2], [3], [4]] : memref<16x32x62x62x62xf32> into memref<31744x62x62xf32>
    %c1_1 = arith.constant 1 : index
    %c31744 = arith.constant 31744 : index
    %c1_2 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c62_3 = arith.constant 62 : index
    %c4_4 = arith.constant 4 : index
    %c1_5 = arith.constant 1 : index
    gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %c31744, %arg8 = %c1_2, %arg9 = %c4) threads(%arg4, %arg5, %arg6) in (%arg10 = %c62_3, %arg11 = %c4_4, %arg12 = %c1_5) {
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %block_id_z = gpu.block_id  z
      %0 = affine.apply #map(%block_id_z)
      %1 = affine.min #map1(%block_id_z)
      %subview = memref.subview %collapse_shape[%block_id_x, %0, 0] [1, %1, 62] [1, 1, 1] : memref<31744x62x62xf32> to memref<1x?x62xf32, strided<[3844, 62, 1], offset: ?>>
      %2 = affine.apply #map2()[%1]
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %thread_id_z = gpu.thread_id  z
      %3 = arith.cmpi slt, %thread_id_y, %2 : index
      scf.if %3 {
        %4 = affine.min #map3(%thread_id_y)[%1]
        %5 = affine.apply #map4(%block_id_z, %thread_id_y)
        %subview_8 = memref.subview %collapse_shape[%block_id_x, %5, %thread_id_x] [1, %4, 1] [1, 1, 1] : memref<31744x62x62xf32> to memref<1x?x1xf32, strided<[3844, 62, 1], offset: ?>>
        scf.for %arg13 = %c0 to %4 step %c1 {
          %6 = affine.apply #map5(%block_id_z, %thread_id_y)[%arg13]
          %subview_9 = memref.subview %collapse_shape[%block_id_x, %6, %thread_id_x] [1, 1, 1] [1, 1, 1] : memref<31744x62x62xf32> to memref<1x1x1xf32, strided<[3844, 62, 1], offset: ?>>
          %alloca = memref.alloca() : memref<1x1x1xf32>
          memref.copy %subview_9, %alloca : memref<1x1x1xf32, strided<[3844, 62, 1], offset: ?>> to memref<1x1x1xf32>
          linalg.fill ins(%cst : f32) outs(%alloca : memref<1x1x1xf32>)
          linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%alloc_0 : memref<3x3x3xf32>) outs(%alloca : memref<1x1x1xf32>) attrs =  {kgen_pool_tile} {
          ^bb0(%in: f32, %out: f32):
            %7 = arith.remsi %block_id_x, %c62 : index
            %8 = arith.divsi %block_id_x, %c62 : index
            %9 = arith.remsi %8, %c32 : index
            %10 = arith.divsi %8, %c32 : index
            %11 = linalg.index 3 : index
            %12 = linalg.index 4 : index
            %13 = linalg.index 5 : index
            %14 = affine.apply #map8()[%7, %11]
            %15 = arith.cmpi sge, %14, %c0 : index
            %16 = arith.select %15, %14, %c0 : index
            %17 = affine.apply #map9(%block_id_z, %thread_id_y, %arg13)[%12]
            %18 = arith.cmpi sge, %17, %c0 : index
            %19 = arith.select %18, %17, %c0 : index
            %20 = arith.andi %15, %18 : i1
            %21 = affine.apply #map10(%thread_id_x)[%13]
            %22 = arith.cmpi sge, %21, %c0 : index
            %23 = arith.select %22, %21, %c0 : index
            %24 = arith.andi %20, %22 : i1
            %25 = memref.load %arg0[%10, %9, %16, %19, %23] : memref<16x32x128x128x128xf32>
            %26 = arith.select %24, %25, %cst : f32
            %27 = arith.maximumf %out, %26 : f32
            linalg.yield %27 : f32
          }
          memref.copy %alloca, %subview_9 : memref<1x1x1xf32> to memref<1x1x1xf32, strided<[3844, 62, 1], offset: ?>>
        }
        memref.copy %subview_8, %subview_8 : memref<1x?x1xf32, strided<[3844, 62, 1], offset: ?>> to memref<1x?x1xf32, strided<[3844, 62, 1], offset: ?>>
      }
      gpu.barrier
      memref.copy %subview, %subview : memref<1x?x62xf32, strided<[3844, 62, 1], offset: ?>> to memref<1x?x62xf32, strided<[3844, 62, 1], offset: ?>>
      gpu.terminator
    }
    return %alloc : memref<16x32x62x62x62xf32>
  }
}

