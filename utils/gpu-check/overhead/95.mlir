#map = affine_map<(d0) -> (d0 * 2)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0) -> ()>
#map3 = affine_map<() -> ()>
module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @main(%arg0: tensor<32768x4096xf32> {kgen.name = "predictions"}, %arg1: tensor<32768xi64> {kgen.name = "targets"}) -> (tensor<f32> {kgen.name = "output_0"}) {
    %0 = bufferization.to_buffer %arg0 read_only : tensor<32768x4096xf32> to memref<32768x4096xf32>
    %1 = bufferization.to_buffer %arg1 read_only : tensor<32768xi64> to memref<32768xi64>
    %2 = call @main_k0_logsumexp(%0, %1) : (memref<32768x4096xf32>, memref<32768xi64>) -> memref<32768xf32>
    %3 = bufferization.to_tensor %2 restrict : memref<32768xf32> to tensor<32768xf32>
    %4 = call @main_k2_reduction(%arg1) : (tensor<32768xi64>) -> tensor<f32>
    %5 = call @main_k1_reduction(%3, %4) : (tensor<32768xf32>, tensor<f32>) -> tensor<f32>
    return %5 : tensor<f32>
  }
  func.func private @main_k0_logsumexp(%arg0: memref<32768x4096xf32>, %arg1: memref<32768xi64>) -> memref<32768xf32> attributes {kgen.kernel} {
    %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
    %cst_0 = arith.constant dense<0xFFC00000> : vector<1xf32>
    %cst_1 = arith.constant dense<0xFFC00000> : vector<2xf32>
    %cst_2 = arith.constant dense<4096> : vector<1xindex>
    %cst_3 = arith.constant dense<true> : vector<1xi1>
    %cst_4 = arith.constant dense<0> : vector<1xindex>
    %cst_5 = arith.constant dense<-100> : vector<1xi64>
    %cst_6 = arith.constant dense<0.000000e+00> : vector<1xf32>
    %cst_7 = arith.constant dense<0xFF800000> : vector<1xf32>
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<32768xf32>
    %c1_8 = arith.constant 1 : index
    %c32768 = arith.constant 32768 : index
    %c1_9 = arith.constant 1 : index
    %c1_10 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c1_11 = arith.constant 1 : index
    %c1_12 = arith.constant 1 : index
    gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c32768, %arg9 = %c1_9, %arg10 = %c1_10) threads(%arg5, %arg6, %arg7) in (%arg11 = %c256, %arg12 = %c1_11, %arg13 = %c1_12) {
      %c0_13 = arith.constant 0 : index
      %c0_14 = arith.constant 0 : index
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %block_id_z = gpu.block_id  z
      %alloc_15 = memref.alloc() : memref<1x512xf32, #gpu.address_space<workgroup>>
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %thread_id_z = gpu.thread_id  z
      %0 = affine.apply #map(%thread_id_x)
      %subview = memref.subview %alloc_15[0, %0] [1, 2] [1, 1] : memref<1x512xf32, #gpu.address_space<workgroup>> to memref<1x2xf32, strided<[512, 1], offset: ?>, #gpu.address_space<workgroup>>
      vector.store %cst_1, %alloc_15[%c0, %0] : memref<1x512xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %1 = vector.load %alloc_15[%c0, %0] : memref<1x512xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %2 = vector.broadcast %1 : vector<2xf32> to vector<1x2xf32>
      %3 = scf.for %arg14 = %c0 to %c8 step %c1 iter_args(%arg15 = %2) -> (vector<1x2xf32>) {
        %232 = affine.linearize_index [%arg14, %0] by (8, 512) : index
        %233 = vector.load %arg0[%block_id_x, %232] : memref<32768x4096xf32>, vector<2xf32>
        %234 = vector.extract %arg15[0] : vector<2xf32> from vector<1x2xf32>
        %235 = arith.maxnumf %234, %233 : vector<2xf32>
        %236 = vector.broadcast %235 : vector<2xf32> to vector<1x2xf32>
        scf.yield %236 : vector<1x2xf32>
      }
      %4 = vector.extract %3[0] : vector<2xf32> from vector<1x2xf32>
      vector.store %4, %alloc_15[%c0, %0] : memref<1x512xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      memref.copy %subview, %subview : memref<1x2xf32, strided<[512, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<1x2xf32, strided<[512, 1], offset: ?>, #gpu.address_space<workgroup>>
      gpu.barrier
      %alloc_16 = memref.alloc() : memref<1x32xf32, #gpu.address_space<workgroup>>
      %thread_id_x_17 = gpu.thread_id  x
      %thread_id_y_18 = gpu.thread_id  y
      %thread_id_z_19 = gpu.thread_id  z
      %c32 = arith.constant 32 : index
      %5 = arith.cmpi ult, %thread_id_x_17, %c32 : index
      scf.if %5 {
        %subview_41 = memref.subview %alloc_16[0, %thread_id_x_17] [1, 1] [1, 1] : memref<1x32xf32, #gpu.address_space<workgroup>> to memref<1x1xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>
        vector.store %cst_0, %alloc_16[%c0, %thread_id_x_17] : memref<1x32xf32, #gpu.address_space<workgroup>>, vector<1xf32>
        %232 = vector.load %alloc_16[%c0, %thread_id_x_17] : memref<1x32xf32, #gpu.address_space<workgroup>>, vector<1xf32>
        %233 = vector.broadcast %232 : vector<1xf32> to vector<1x1xf32>
        %234 = scf.for %arg14 = %c0 to %c16 step %c1 iter_args(%arg15 = %233) -> (vector<1x1xf32>) {
          %236 = affine.linearize_index [%arg14, %thread_id_x_17] by (16, 32) : index
          %237 = vector.load %alloc_15[%c0, %236] : memref<1x512xf32, #gpu.address_space<workgroup>>, vector<1xf32>
          %238 = vector.extract %arg15[0] : vector<1xf32> from vector<1x1xf32>
          %239 = arith.maxnumf %238, %237 : vector<1xf32>
          %240 = vector.broadcast %239 : vector<1xf32> to vector<1x1xf32>
          scf.yield %240 : vector<1x1xf32>
        }
        %235 = vector.extract %234[0] : vector<1xf32> from vector<1x1xf32>
        vector.store %235, %alloc_16[%c0, %thread_id_x_17] : memref<1x32xf32, #gpu.address_space<workgroup>>, vector<1xf32>
        memref.copy %subview_41, %subview_41 : memref<1x1xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<1x1xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %6 = vector.load %alloc_16[%c0, %c0] : memref<1x32xf32, #gpu.address_space<workgroup>>, vector<32xf32>
      %7 = vector.broadcast %6 : vector<32xf32> to vector<1x32xf32>
      %8 = vector.transpose %7, [1, 0] : vector<1x32xf32> to vector<32x1xf32>
      %9 = vector.extract %8[0] : vector<1xf32> from vector<32x1xf32>
      %10 = arith.maxnumf %9, %cst_7 : vector<1xf32>
      %11 = vector.extract %8[1] : vector<1xf32> from vector<32x1xf32>
      %12 = arith.maxnumf %11, %10 : vector<1xf32>
      %13 = vector.extract %8[2] : vector<1xf32> from vector<32x1xf32>
      %14 = arith.maxnumf %13, %12 : vector<1xf32>
      %15 = vector.extract %8[3] : vector<1xf32> from vector<32x1xf32>
      %16 = arith.maxnumf %15, %14 : vector<1xf32>
      %17 = vector.extract %8[4] : vector<1xf32> from vector<32x1xf32>
      %18 = arith.maxnumf %17, %16 : vector<1xf32>
      %19 = vector.extract %8[5] : vector<1xf32> from vector<32x1xf32>
      %20 = arith.maxnumf %19, %18 : vector<1xf32>
      %21 = vector.extract %8[6] : vector<1xf32> from vector<32x1xf32>
      %22 = arith.maxnumf %21, %20 : vector<1xf32>
      %23 = vector.extract %8[7] : vector<1xf32> from vector<32x1xf32>
      %24 = arith.maxnumf %23, %22 : vector<1xf32>
      %25 = vector.extract %8[8] : vector<1xf32> from vector<32x1xf32>
      %26 = arith.maxnumf %25, %24 : vector<1xf32>
      %27 = vector.extract %8[9] : vector<1xf32> from vector<32x1xf32>
      %28 = arith.maxnumf %27, %26 : vector<1xf32>
      %29 = vector.extract %8[10] : vector<1xf32> from vector<32x1xf32>
      %30 = arith.maxnumf %29, %28 : vector<1xf32>
      %31 = vector.extract %8[11] : vector<1xf32> from vector<32x1xf32>
      %32 = arith.maxnumf %31, %30 : vector<1xf32>
      %33 = vector.extract %8[12] : vector<1xf32> from vector<32x1xf32>
      %34 = arith.maxnumf %33, %32 : vector<1xf32>
      %35 = vector.extract %8[13] : vector<1xf32> from vector<32x1xf32>
      %36 = arith.maxnumf %35, %34 : vector<1xf32>
      %37 = vector.extract %8[14] : vector<1xf32> from vector<32x1xf32>
      %38 = arith.maxnumf %37, %36 : vector<1xf32>
      %39 = vector.extract %8[15] : vector<1xf32> from vector<32x1xf32>
      %40 = arith.maxnumf %39, %38 : vector<1xf32>
      %41 = vector.extract %8[16] : vector<1xf32> from vector<32x1xf32>
      %42 = arith.maxnumf %41, %40 : vector<1xf32>
      %43 = vector.extract %8[17] : vector<1xf32> from vector<32x1xf32>
      %44 = arith.maxnumf %43, %42 : vector<1xf32>
      %45 = vector.extract %8[18] : vector<1xf32> from vector<32x1xf32>
      %46 = arith.maxnumf %45, %44 : vector<1xf32>
      %47 = vector.extract %8[19] : vector<1xf32> from vector<32x1xf32>
      %48 = arith.maxnumf %47, %46 : vector<1xf32>
      %49 = vector.extract %8[20] : vector<1xf32> from vector<32x1xf32>
      %50 = arith.maxnumf %49, %48 : vector<1xf32>
      %51 = vector.extract %8[21] : vector<1xf32> from vector<32x1xf32>
      %52 = arith.maxnumf %51, %50 : vector<1xf32>
      %53 = vector.extract %8[22] : vector<1xf32> from vector<32x1xf32>
      %54 = arith.maxnumf %53, %52 : vector<1xf32>
      %55 = vector.extract %8[23] : vector<1xf32> from vector<32x1xf32>
      %56 = arith.maxnumf %55, %54 : vector<1xf32>
      %57 = vector.extract %8[24] : vector<1xf32> from vector<32x1xf32>
      %58 = arith.maxnumf %57, %56 : vector<1xf32>
      %59 = vector.extract %8[25] : vector<1xf32> from vector<32x1xf32>
      %60 = arith.maxnumf %59, %58 : vector<1xf32>
      %61 = vector.extract %8[26] : vector<1xf32> from vector<32x1xf32>
      %62 = arith.maxnumf %61, %60 : vector<1xf32>
      %63 = vector.extract %8[27] : vector<1xf32> from vector<32x1xf32>
      %64 = arith.maxnumf %63, %62 : vector<1xf32>
      %65 = vector.extract %8[28] : vector<1xf32> from vector<32x1xf32>
      %66 = arith.maxnumf %65, %64 : vector<1xf32>
      %67 = vector.extract %8[29] : vector<1xf32> from vector<32x1xf32>
      %68 = arith.maxnumf %67, %66 : vector<1xf32>
      %69 = vector.extract %8[30] : vector<1xf32> from vector<32x1xf32>
      %70 = arith.maxnumf %69, %68 : vector<1xf32>
      %71 = vector.extract %8[31] : vector<1xf32> from vector<32x1xf32>
      %72 = arith.maxnumf %71, %70 : vector<1xf32>
      %subview_20 = memref.subview %alloc[%block_id_x] [1] [1] : memref<32768xf32> to memref<1xf32, strided<[1], offset: ?>>
      %alloc_21 = memref.alloc() : memref<1x512xf32, #gpu.address_space<workgroup>>
      %thread_id_x_22 = gpu.thread_id  x
      %thread_id_y_23 = gpu.thread_id  y
      %thread_id_z_24 = gpu.thread_id  z
      %73 = affine.apply #map(%thread_id_x_22)
      %subview_25 = memref.subview %alloc_21[0, %73] [1, 2] [1, 1] : memref<1x512xf32, #gpu.address_space<workgroup>> to memref<1x2xf32, strided<[512, 1], offset: ?>, #gpu.address_space<workgroup>>
      vector.store %cst_1, %alloc_21[%c0, %73] : memref<1x512xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %74 = vector.load %alloc_21[%c0, %73] : memref<1x512xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %75 = vector.broadcast %74 : vector<2xf32> to vector<1x2xf32>
      %76 = scf.for %arg14 = %c0 to %c8 step %c1 iter_args(%arg15 = %75) -> (vector<1x2xf32>) {
        %232 = affine.linearize_index [%arg14, %73] by (8, 512) : index
        %233 = vector.load %arg0[%block_id_x, %232] : memref<32768x4096xf32>, vector<2xf32>
        %234 = vector.extract %arg15[0] : vector<2xf32> from vector<1x2xf32>
        %235 = arith.maxnumf %234, %233 : vector<2xf32>
        %236 = vector.broadcast %235 : vector<2xf32> to vector<1x2xf32>
        scf.yield %236 : vector<1x2xf32>
      }
      %77 = vector.extract %76[0] : vector<2xf32> from vector<1x2xf32>
      vector.store %77, %alloc_21[%c0, %73] : memref<1x512xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      memref.copy %subview_25, %subview_25 : memref<1x2xf32, strided<[512, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<1x2xf32, strided<[512, 1], offset: ?>, #gpu.address_space<workgroup>>
      gpu.barrier
      %alloc_26 = memref.alloc() : memref<1x32xf32, #gpu.address_space<workgroup>>
      %thread_id_x_27 = gpu.thread_id  x
      %thread_id_y_28 = gpu.thread_id  y
      %thread_id_z_29 = gpu.thread_id  z
      %c32_30 = arith.constant 32 : index
      %78 = arith.cmpi ult, %thread_id_x_27, %c32_30 : index
      scf.if %78 {
        %subview_41 = memref.subview %alloc_26[0, %thread_id_x_27] [1, 1] [1, 1] : memref<1x32xf32, #gpu.address_space<workgroup>> to memref<1x1xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>
        vector.store %cst_0, %alloc_26[%c0, %thread_id_x_27] : memref<1x32xf32, #gpu.address_space<workgroup>>, vector<1xf32>
        %232 = vector.load %alloc_26[%c0, %thread_id_x_27] : memref<1x32xf32, #gpu.address_space<workgroup>>, vector<1xf32>
        %233 = vector.broadcast %232 : vector<1xf32> to vector<1x1xf32>
        %234 = scf.for %arg14 = %c0 to %c16 step %c1 iter_args(%arg15 = %233) -> (vector<1x1xf32>) {
          %236 = affine.linearize_index [%arg14, %thread_id_x_27] by (16, 32) : index
          %237 = vector.load %alloc_21[%c0, %236] : memref<1x512xf32, #gpu.address_space<workgroup>>, vector<1xf32>
          %238 = vector.extract %arg15[0] : vector<1xf32> from vector<1x1xf32>
          %239 = arith.maxnumf %238, %237 : vector<1xf32>
          %240 = vector.broadcast %239 : vector<1xf32> to vector<1x1xf32>
          scf.yield %240 : vector<1x1xf32>
        }
        %235 = vector.extract %234[0] : vector<1xf32> from vector<1x1xf32>
        vector.store %235, %alloc_26[%c0, %thread_id_x_27] : memref<1x32xf32, #gpu.address_space<workgroup>>, vector<1xf32>
        memref.copy %subview_41, %subview_41 : memref<1x1xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<1x1xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %79 = vector.load %alloc_26[%c0, %c0] : memref<1x32xf32, #gpu.address_space<workgroup>>, vector<32xf32>
      %80 = vector.broadcast %79 : vector<32xf32> to vector<1x32xf32>
      %81 = vector.transpose %80, [1, 0] : vector<1x32xf32> to vector<32x1xf32>
      %82 = vector.extract %81[0] : vector<1xf32> from vector<32x1xf32>
      %83 = arith.maxnumf %82, %cst_7 : vector<1xf32>
      %84 = vector.extract %81[1] : vector<1xf32> from vector<32x1xf32>
      %85 = arith.maxnumf %84, %83 : vector<1xf32>
      %86 = vector.extract %81[2] : vector<1xf32> from vector<32x1xf32>
      %87 = arith.maxnumf %86, %85 : vector<1xf32>
      %88 = vector.extract %81[3] : vector<1xf32> from vector<32x1xf32>
      %89 = arith.maxnumf %88, %87 : vector<1xf32>
      %90 = vector.extract %81[4] : vector<1xf32> from vector<32x1xf32>
      %91 = arith.maxnumf %90, %89 : vector<1xf32>
      %92 = vector.extract %81[5] : vector<1xf32> from vector<32x1xf32>
      %93 = arith.maxnumf %92, %91 : vector<1xf32>
      %94 = vector.extract %81[6] : vector<1xf32> from vector<32x1xf32>
      %95 = arith.maxnumf %94, %93 : vector<1xf32>
      %96 = vector.extract %81[7] : vector<1xf32> from vector<32x1xf32>
      %97 = arith.maxnumf %96, %95 : vector<1xf32>
      %98 = vector.extract %81[8] : vector<1xf32> from vector<32x1xf32>
      %99 = arith.maxnumf %98, %97 : vector<1xf32>
      %100 = vector.extract %81[9] : vector<1xf32> from vector<32x1xf32>
      %101 = arith.maxnumf %100, %99 : vector<1xf32>
      %102 = vector.extract %81[10] : vector<1xf32> from vector<32x1xf32>
      %103 = arith.maxnumf %102, %101 : vector<1xf32>
      %104 = vector.extract %81[11] : vector<1xf32> from vector<32x1xf32>
      %105 = arith.maxnumf %104, %103 : vector<1xf32>
      %106 = vector.extract %81[12] : vector<1xf32> from vector<32x1xf32>
      %107 = arith.maxnumf %106, %105 : vector<1xf32>
      %108 = vector.extract %81[13] : vector<1xf32> from vector<32x1xf32>
      %109 = arith.maxnumf %108, %107 : vector<1xf32>
      %110 = vector.extract %81[14] : vector<1xf32> from vector<32x1xf32>
      %111 = arith.maxnumf %110, %109 : vector<1xf32>
      %112 = vector.extract %81[15] : vector<1xf32> from vector<32x1xf32>
      %113 = arith.maxnumf %112, %111 : vector<1xf32>
      %114 = vector.extract %81[16] : vector<1xf32> from vector<32x1xf32>
      %115 = arith.maxnumf %114, %113 : vector<1xf32>
      %116 = vector.extract %81[17] : vector<1xf32> from vector<32x1xf32>
      %117 = arith.maxnumf %116, %115 : vector<1xf32>
      %118 = vector.extract %81[18] : vector<1xf32> from vector<32x1xf32>
      %119 = arith.maxnumf %118, %117 : vector<1xf32>
      %120 = vector.extract %81[19] : vector<1xf32> from vector<32x1xf32>
      %121 = arith.maxnumf %120, %119 : vector<1xf32>
      %122 = vector.extract %81[20] : vector<1xf32> from vector<32x1xf32>
      %123 = arith.maxnumf %122, %121 : vector<1xf32>
      %124 = vector.extract %81[21] : vector<1xf32> from vector<32x1xf32>
      %125 = arith.maxnumf %124, %123 : vector<1xf32>
      %126 = vector.extract %81[22] : vector<1xf32> from vector<32x1xf32>
      %127 = arith.maxnumf %126, %125 : vector<1xf32>
      %128 = vector.extract %81[23] : vector<1xf32> from vector<32x1xf32>
      %129 = arith.maxnumf %128, %127 : vector<1xf32>
      %130 = vector.extract %81[24] : vector<1xf32> from vector<32x1xf32>
      %131 = arith.maxnumf %130, %129 : vector<1xf32>
      %132 = vector.extract %81[25] : vector<1xf32> from vector<32x1xf32>
      %133 = arith.maxnumf %132, %131 : vector<1xf32>
      %134 = vector.extract %81[26] : vector<1xf32> from vector<32x1xf32>
      %135 = arith.maxnumf %134, %133 : vector<1xf32>
      %136 = vector.extract %81[27] : vector<1xf32> from vector<32x1xf32>
      %137 = arith.maxnumf %136, %135 : vector<1xf32>
      %138 = vector.extract %81[28] : vector<1xf32> from vector<32x1xf32>
      %139 = arith.maxnumf %138, %137 : vector<1xf32>
      %140 = vector.extract %81[29] : vector<1xf32> from vector<32x1xf32>
      %141 = arith.maxnumf %140, %139 : vector<1xf32>
      %142 = vector.extract %81[30] : vector<1xf32> from vector<32x1xf32>
      %143 = arith.maxnumf %142, %141 : vector<1xf32>
      %144 = vector.extract %81[31] : vector<1xf32> from vector<32x1xf32>
      %145 = arith.maxnumf %144, %143 : vector<1xf32>
      %alloc_31 = memref.alloc() : memref<1x512xf32, #gpu.address_space<workgroup>>
      %thread_id_x_32 = gpu.thread_id  x
      %thread_id_y_33 = gpu.thread_id  y
      %thread_id_z_34 = gpu.thread_id  z
      %146 = affine.apply #map(%thread_id_x_32)
      %subview_35 = memref.subview %alloc_31[0, %146] [1, 2] [1, 1] : memref<1x512xf32, #gpu.address_space<workgroup>> to memref<1x2xf32, strided<[512, 1], offset: ?>, #gpu.address_space<workgroup>>
      vector.store %cst, %alloc_31[%c0, %146] : memref<1x512xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %147 = vector.load %alloc_31[%c0, %146] : memref<1x512xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      %148 = vector.broadcast %147 : vector<2xf32> to vector<1x2xf32>
      %149 = scf.for %arg14 = %c0 to %c8 step %c1 iter_args(%arg15 = %148) -> (vector<1x2xf32>) {
        %232 = affine.linearize_index [%arg14, %146] by (8, 512) : index
        %233 = vector.load %arg0[%block_id_x, %232] : memref<32768x4096xf32>, vector<2xf32>
        %234 = vector.broadcast %145 : vector<1xf32> to vector<2xf32>
        %235 = arith.subf %233, %234 : vector<2xf32>
        %236 = math.exp %235 : vector<2xf32>
        %237 = vector.extract %arg15[0] : vector<2xf32> from vector<1x2xf32>
        %238 = arith.addf %237, %236 : vector<2xf32>
        %239 = vector.broadcast %238 : vector<2xf32> to vector<1x2xf32>
        scf.yield %239 : vector<1x2xf32>
      }
      %150 = vector.extract %149[0] : vector<2xf32> from vector<1x2xf32>
      vector.store %150, %alloc_31[%c0, %146] : memref<1x512xf32, #gpu.address_space<workgroup>>, vector<2xf32>
      memref.copy %subview_35, %subview_35 : memref<1x2xf32, strided<[512, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<1x2xf32, strided<[512, 1], offset: ?>, #gpu.address_space<workgroup>>
      gpu.barrier
      %alloc_36 = memref.alloc() : memref<1x32xf32, #gpu.address_space<workgroup>>
      %thread_id_x_37 = gpu.thread_id  x
      %thread_id_y_38 = gpu.thread_id  y
      %thread_id_z_39 = gpu.thread_id  z
      %c32_40 = arith.constant 32 : index
      %151 = arith.cmpi ult, %thread_id_x_37, %c32_40 : index
      scf.if %151 {
        %subview_41 = memref.subview %alloc_36[0, %thread_id_x_37] [1, 1] [1, 1] : memref<1x32xf32, #gpu.address_space<workgroup>> to memref<1x1xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>
        vector.store %cst_6, %alloc_36[%c0, %thread_id_x_37] : memref<1x32xf32, #gpu.address_space<workgroup>>, vector<1xf32>
        %232 = vector.load %alloc_36[%c0, %thread_id_x_37] : memref<1x32xf32, #gpu.address_space<workgroup>>, vector<1xf32>
        %233 = vector.broadcast %232 : vector<1xf32> to vector<1x1xf32>
        %234 = scf.for %arg14 = %c0 to %c16 step %c1 iter_args(%arg15 = %233) -> (vector<1x1xf32>) {
          %236 = affine.linearize_index [%arg14, %thread_id_x_37] by (16, 32) : index
          %237 = vector.load %alloc_31[%c0, %236] : memref<1x512xf32, #gpu.address_space<workgroup>>, vector<1xf32>
          %238 = vector.extract %arg15[0] : vector<1xf32> from vector<1x1xf32>
          %239 = arith.addf %238, %237 : vector<1xf32>
          %240 = vector.broadcast %239 : vector<1xf32> to vector<1x1xf32>
          scf.yield %240 : vector<1x1xf32>
        }
        %235 = vector.extract %234[0] : vector<1xf32> from vector<1x1xf32>
        vector.store %235, %alloc_36[%c0, %thread_id_x_37] : memref<1x32xf32, #gpu.address_space<workgroup>>, vector<1xf32>
        memref.copy %subview_41, %subview_41 : memref<1x1xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>> to memref<1x1xf32, strided<[32, 1], offset: ?>, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %152 = vector.load %alloc_36[%c0, %c0] : memref<1x32xf32, #gpu.address_space<workgroup>>, vector<32xf32>
      %153 = vector.broadcast %152 : vector<32xf32> to vector<1x32xf32>
      %154 = vector.transpose %153, [1, 0] : vector<1x32xf32> to vector<32x1xf32>
      %155 = vector.extract %154[0] : vector<1xf32> from vector<32x1xf32>
      %156 = arith.addf %155, %cst_6 : vector<1xf32>
      %157 = vector.extract %154[1] : vector<1xf32> from vector<32x1xf32>
      %158 = arith.addf %157, %156 : vector<1xf32>
      %159 = vector.extract %154[2] : vector<1xf32> from vector<32x1xf32>
      %160 = arith.addf %159, %158 : vector<1xf32>
      %161 = vector.extract %154[3] : vector<1xf32> from vector<32x1xf32>
      %162 = arith.addf %161, %160 : vector<1xf32>
      %163 = vector.extract %154[4] : vector<1xf32> from vector<32x1xf32>
      %164 = arith.addf %163, %162 : vector<1xf32>
      %165 = vector.extract %154[5] : vector<1xf32> from vector<32x1xf32>
      %166 = arith.addf %165, %164 : vector<1xf32>
      %167 = vector.extract %154[6] : vector<1xf32> from vector<32x1xf32>
      %168 = arith.addf %167, %166 : vector<1xf32>
      %169 = vector.extract %154[7] : vector<1xf32> from vector<32x1xf32>
      %170 = arith.addf %169, %168 : vector<1xf32>
      %171 = vector.extract %154[8] : vector<1xf32> from vector<32x1xf32>
      %172 = arith.addf %171, %170 : vector<1xf32>
      %173 = vector.extract %154[9] : vector<1xf32> from vector<32x1xf32>
      %174 = arith.addf %173, %172 : vector<1xf32>
      %175 = vector.extract %154[10] : vector<1xf32> from vector<32x1xf32>
      %176 = arith.addf %175, %174 : vector<1xf32>
      %177 = vector.extract %154[11] : vector<1xf32> from vector<32x1xf32>
      %178 = arith.addf %177, %176 : vector<1xf32>
      %179 = vector.extract %154[12] : vector<1xf32> from vector<32x1xf32>
      %180 = arith.addf %179, %178 : vector<1xf32>
      %181 = vector.extract %154[13] : vector<1xf32> from vector<32x1xf32>
      %182 = arith.addf %181, %180 : vector<1xf32>
      %183 = vector.extract %154[14] : vector<1xf32> from vector<32x1xf32>
      %184 = arith.addf %183, %182 : vector<1xf32>
      %185 = vector.extract %154[15] : vector<1xf32> from vector<32x1xf32>
      %186 = arith.addf %185, %184 : vector<1xf32>
      %187 = vector.extract %154[16] : vector<1xf32> from vector<32x1xf32>
      %188 = arith.addf %187, %186 : vector<1xf32>
      %189 = vector.extract %154[17] : vector<1xf32> from vector<32x1xf32>
      %190 = arith.addf %189, %188 : vector<1xf32>
      %191 = vector.extract %154[18] : vector<1xf32> from vector<32x1xf32>
      %192 = arith.addf %191, %190 : vector<1xf32>
      %193 = vector.extract %154[19] : vector<1xf32> from vector<32x1xf32>
      %194 = arith.addf %193, %192 : vector<1xf32>
      %195 = vector.extract %154[20] : vector<1xf32> from vector<32x1xf32>
      %196 = arith.addf %195, %194 : vector<1xf32>
      %197 = vector.extract %154[21] : vector<1xf32> from vector<32x1xf32>
      %198 = arith.addf %197, %196 : vector<1xf32>
      %199 = vector.extract %154[22] : vector<1xf32> from vector<32x1xf32>
      %200 = arith.addf %199, %198 : vector<1xf32>
      %201 = vector.extract %154[23] : vector<1xf32> from vector<32x1xf32>
      %202 = arith.addf %201, %200 : vector<1xf32>
      %203 = vector.extract %154[24] : vector<1xf32> from vector<32x1xf32>
      %204 = arith.addf %203, %202 : vector<1xf32>
      %205 = vector.extract %154[25] : vector<1xf32> from vector<32x1xf32>
      %206 = arith.addf %205, %204 : vector<1xf32>
      %207 = vector.extract %154[26] : vector<1xf32> from vector<32x1xf32>
      %208 = arith.addf %207, %206 : vector<1xf32>
      %209 = vector.extract %154[27] : vector<1xf32> from vector<32x1xf32>
      %210 = arith.addf %209, %208 : vector<1xf32>
      %211 = vector.extract %154[28] : vector<1xf32> from vector<32x1xf32>
      %212 = arith.addf %211, %210 : vector<1xf32>
      %213 = vector.extract %154[29] : vector<1xf32> from vector<32x1xf32>
      %214 = arith.addf %213, %212 : vector<1xf32>
      %215 = vector.extract %154[30] : vector<1xf32> from vector<32x1xf32>
      %216 = arith.addf %215, %214 : vector<1xf32>
      %217 = vector.extract %154[31] : vector<1xf32> from vector<32x1xf32>
      %218 = arith.addf %217, %216 : vector<1xf32>
      %219 = vector.load %arg1[%block_id_x] : memref<32768xi64>, vector<1xi64>
      %220 = math.log %218 : vector<1xf32>
      %221 = arith.addf %72, %220 : vector<1xf32>
      %222 = arith.index_cast %219 : vector<1xi64> to vector<1xindex>
      %223 = arith.cmpi ne, %219, %cst_5 : vector<1xi64>
      %224 = arith.select %223, %222, %cst_4 : vector<1xi1>, vector<1xindex>
      %225 = vector.broadcast %block_id_x : index to vector<1xindex>
      %226 = arith.muli %225, %cst_2 : vector<1xindex>
      %227 = arith.addi %224, %226 : vector<1xindex>
      %228 = vector.gather %arg0[%c0, %c0] [%227], %cst_3, %cst_6 : memref<32768x4096xf32>, vector<1xindex>, vector<1xi1>, vector<1xf32> into vector<1xf32>
      %229 = arith.subf %228, %221 : vector<1xf32>
      %230 = arith.negf %229 : vector<1xf32>
      %231 = arith.select %223, %230, %cst_6 : vector<1xi1>, vector<1xf32>
      vector.store %231, %alloc[%block_id_x] : memref<32768xf32>, vector<1xf32>
      memref.copy %subview_20, %subview_20 : memref<1xf32, strided<[1], offset: ?>> to memref<1xf32, strided<[1], offset: ?>>
      gpu.terminator
    }
    return %alloc : memref<32768xf32>
  }
  func.func private @main_k1_reduction(%arg0: tensor<32768xf32>, %arg1: tensor<f32>) -> tensor<f32> attributes {kgen.kernel} {
    %0 = tensor.empty() : tensor<f32>
    %cst = arith.constant 0.000000e+00 : f32
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<f32>) -> tensor<f32>
    %2 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction"]} ins(%arg0 : tensor<32768xf32>) outs(%1 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %5 = arith.addf %in, %out : f32
      linalg.yield %5 : f32
    } -> tensor<f32>
    %3 = tensor.empty() : tensor<f32>
    %4 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = []} ins(%2, %arg1 : tensor<f32>, tensor<f32>) outs(%3 : tensor<f32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %5 = arith.divf %in, %in_0 : f32
      linalg.yield %5 : f32
    } -> tensor<f32>
    return %4 : tensor<f32>
  }
  func.func private @main_k2_reduction(%arg0: tensor<32768xi64>) -> tensor<f32> attributes {kgen.kernel} {
    %0 = tensor.empty() : tensor<32768xf32>
    %1 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg0 : tensor<32768xi64>) outs(%0 : tensor<32768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %c-100_i64 = arith.constant -100 : i64
      %5 = arith.cmpi ne, %in, %c-100_i64 : i64
      %cst_0 = arith.constant 1.000000e+00 : f32
      %cst_1 = arith.constant 0.000000e+00 : f32
      %6 = arith.select %5, %cst_0, %cst_1 : f32
      linalg.yield %6 : f32
    } -> tensor<32768xf32>
    %2 = tensor.empty() : tensor<f32>
    %cst = arith.constant 0.000000e+00 : f32
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<f32>) -> tensor<f32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction"]} ins(%1 : tensor<32768xf32>) outs(%3 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %5 = arith.addf %in, %out : f32
      linalg.yield %5 : f32
    } -> tensor<f32>
    return %4 : tensor<f32>
  }
}

