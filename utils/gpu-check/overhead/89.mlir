module attributes {kgen.target = #kgen.target<nvvm, "sm_90">} {
  func.func @main(%arg0: tensor<32768x32768xf32> {kgen.name = "x"}) -> (tensor<32768x32768xf32> {kgen.name = "output_0"}) {
    %0 = bufferization.to_buffer %arg0 read_only : tensor<32768x32768xf32> to memref<32768x32768xf32>
    %1 = call @main_k0_cumsum(%0) : (memref<32768x32768xf32>) -> memref<32768x32768xf32>
    %2 = bufferization.to_tensor %1 restrict : memref<32768x32768xf32> to tensor<32768x32768xf32>
    return %2 : tensor<32768x32768xf32>
  }
  func.func private @main_k0_cumsum(%arg0: memref<32768x32768xf32>) -> memref<32768x32768xf32> attributes {kgen.kernel} {
    %c7 = arith.constant 7 : index
    %c6 = arith.constant 6 : index
    %c5 = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    %c31 = arith.constant 31 : index
    %c16_i32 = arith.constant 16 : i32
    %c8_i32 = arith.constant 8 : i32
    %c4_i32 = arith.constant 4 : i32
    %c2_i32 = arith.constant 2 : i32
    %c32_i32 = arith.constant 32 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2 = arith.constant 2 : index
    %c15 = arith.constant 15 : index
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    %c2048 = arith.constant 2048 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c32768 = arith.constant 32768 : index
    %c256 = arith.constant 256 : index
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc() : memref<32768x32768xf32>
    gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %c32768, %arg8 = %c1, %arg9 = %c1) threads(%arg4, %arg5, %arg6) in (%arg10 = %c256, %arg11 = %c1, %arg12 = %c1) {
      %0 = arith.remui %arg4, %c32 : index
      %1 = arith.divui %arg4, %c32 : index
      %2 = arith.muli %arg4, %c8 : index
      %alloc_0 = memref.alloc() : memref<2x8xf32, #gpu.address_space<workgroup>>
      %3 = vector.load %arg0[%arg1, %2] {alignment = 16 : i64} : memref<32768x32768xf32>, vector<4xf32>
      %4 = vector.extract %3[0] : f32 from vector<4xf32>
      %5 = vector.extract %3[1] : f32 from vector<4xf32>
      %6 = vector.extract %3[2] : f32 from vector<4xf32>
      %7 = vector.extract %3[3] : f32 from vector<4xf32>
      %8 = arith.addi %2, %c4 : index
      %9 = vector.load %arg0[%arg1, %8] {alignment = 16 : i64} : memref<32768x32768xf32>, vector<4xf32>
      %10 = vector.extract %9[0] : f32 from vector<4xf32>
      %11 = vector.extract %9[1] : f32 from vector<4xf32>
      %12 = vector.extract %9[2] : f32 from vector<4xf32>
      %13 = vector.extract %9[3] : f32 from vector<4xf32>
      %14:9 = scf.for %arg13 = %c0 to %c16 step %c1 iter_args(%arg14 = %cst, %arg15 = %4, %arg16 = %5, %arg17 = %6, %arg18 = %7, %arg19 = %10, %arg20 = %11, %arg21 = %12, %arg22 = %13) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
        %15 = arith.addi %arg13, %c1 : index
        %16 = arith.minui %15, %c15 : index
        %17 = arith.muli %16, %c2048 : index
        %18 = arith.addi %17, %2 : index
        %19 = vector.load %arg0[%arg1, %18] {alignment = 16 : i64} : memref<32768x32768xf32>, vector<4xf32>
        %20 = vector.extract %19[0] : f32 from vector<4xf32>
        %21 = vector.extract %19[1] : f32 from vector<4xf32>
        %22 = vector.extract %19[2] : f32 from vector<4xf32>
        %23 = vector.extract %19[3] : f32 from vector<4xf32>
        %24 = arith.addi %18, %c4 : index
        %25 = vector.load %arg0[%arg1, %24] {alignment = 16 : i64} : memref<32768x32768xf32>, vector<4xf32>
        %26 = vector.extract %25[0] : f32 from vector<4xf32>
        %27 = vector.extract %25[1] : f32 from vector<4xf32>
        %28 = vector.extract %25[2] : f32 from vector<4xf32>
        %29 = vector.extract %25[3] : f32 from vector<4xf32>
        %30 = arith.remui %arg13, %c2 : index
        %31 = arith.muli %arg13, %c2048 : index
        %32 = arith.addi %31, %2 : index
        %33 = arith.addf %arg15, %arg16 : f32
        %34 = arith.addf %33, %arg17 : f32
        %35 = arith.addf %34, %arg18 : f32
        %36 = arith.addf %35, %arg19 : f32
        %37 = arith.addf %36, %arg20 : f32
        %38 = arith.addf %37, %arg21 : f32
        %39 = arith.addf %38, %arg22 : f32
        %shuffleResult, %valid = gpu.shuffle  up %39, %c1_i32, %c32_i32 : f32
        %40 = arith.addf %shuffleResult, %39 : f32
        %41 = arith.select %valid, %40, %39 : f32
        %shuffleResult_1, %valid_2 = gpu.shuffle  up %41, %c2_i32, %c32_i32 : f32
        %42 = arith.addf %shuffleResult_1, %41 : f32
        %43 = arith.select %valid_2, %42, %41 : f32
        %shuffleResult_3, %valid_4 = gpu.shuffle  up %43, %c4_i32, %c32_i32 : f32
        %44 = arith.addf %shuffleResult_3, %43 : f32
        %45 = arith.select %valid_4, %44, %43 : f32
        %shuffleResult_5, %valid_6 = gpu.shuffle  up %45, %c8_i32, %c32_i32 : f32
        %46 = arith.addf %shuffleResult_5, %45 : f32
        %47 = arith.select %valid_6, %46, %45 : f32
        %shuffleResult_7, %valid_8 = gpu.shuffle  up %47, %c16_i32, %c32_i32 : f32
        %48 = arith.addf %shuffleResult_7, %47 : f32
        %49 = arith.select %valid_8, %48, %47 : f32
        %shuffleResult_9, %valid_10 = gpu.shuffle  up %49, %c1_i32, %c32_i32 : f32
        %50 = arith.select %valid_10, %shuffleResult_9, %cst : f32
        %51 = arith.cmpi eq, %0, %c31 : index
        scf.if %51 {
          memref.store %49, %alloc_0[%30, %1] : memref<2x8xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %52 = memref.load %alloc_0[%30, %c0] : memref<2x8xf32, #gpu.address_space<workgroup>>
        %53 = arith.cmpi ugt, %1, %c0 : index
        %54 = arith.addf %52, %cst : f32
        %55 = arith.select %53, %54, %cst : f32
        %56 = memref.load %alloc_0[%30, %c1] : memref<2x8xf32, #gpu.address_space<workgroup>>
        %57 = arith.cmpi ugt, %1, %c1 : index
        %58 = arith.addf %55, %56 : f32
        %59 = arith.select %57, %58, %55 : f32
        %60 = arith.addf %54, %56 : f32
        %61 = memref.load %alloc_0[%30, %c2] : memref<2x8xf32, #gpu.address_space<workgroup>>
        %62 = arith.cmpi ugt, %1, %c2 : index
        %63 = arith.addf %59, %61 : f32
        %64 = arith.select %62, %63, %59 : f32
        %65 = arith.addf %60, %61 : f32
        %66 = memref.load %alloc_0[%30, %c3] : memref<2x8xf32, #gpu.address_space<workgroup>>
        %67 = arith.cmpi ugt, %1, %c3 : index
        %68 = arith.addf %64, %66 : f32
        %69 = arith.select %67, %68, %64 : f32
        %70 = arith.addf %65, %66 : f32
        %71 = memref.load %alloc_0[%30, %c4] : memref<2x8xf32, #gpu.address_space<workgroup>>
        %72 = arith.cmpi ugt, %1, %c4 : index
        %73 = arith.addf %69, %71 : f32
        %74 = arith.select %72, %73, %69 : f32
        %75 = arith.addf %70, %71 : f32
        %76 = memref.load %alloc_0[%30, %c5] : memref<2x8xf32, #gpu.address_space<workgroup>>
        %77 = arith.cmpi ugt, %1, %c5 : index
        %78 = arith.addf %74, %76 : f32
        %79 = arith.select %77, %78, %74 : f32
        %80 = arith.addf %75, %76 : f32
        %81 = memref.load %alloc_0[%30, %c6] : memref<2x8xf32, #gpu.address_space<workgroup>>
        %82 = arith.cmpi ugt, %1, %c6 : index
        %83 = arith.addf %79, %81 : f32
        %84 = arith.select %82, %83, %79 : f32
        %85 = arith.addf %80, %81 : f32
        %86 = memref.load %alloc_0[%30, %c7] : memref<2x8xf32, #gpu.address_space<workgroup>>
        %87 = arith.cmpi ugt, %1, %c7 : index
        %88 = arith.addf %84, %86 : f32
        %89 = arith.select %87, %88, %84 : f32
        %90 = arith.addf %85, %86 : f32
        %91 = arith.addf %89, %50 : f32
        %92 = arith.addf %arg14, %91 : f32
        %93 = arith.addf %92, %arg15 : f32
        %94 = arith.addf %92, %33 : f32
        %95 = arith.addf %92, %34 : f32
        %96 = arith.addf %92, %35 : f32
        %97 = arith.addf %92, %36 : f32
        %98 = arith.addf %92, %37 : f32
        %99 = arith.addf %92, %38 : f32
        %100 = arith.addf %92, %39 : f32
        %101 = vector.from_elements %93, %94, %95, %96 : vector<4xf32>
        vector.store %101, %alloc[%arg1, %32] {alignment = 16 : i64} : memref<32768x32768xf32>, vector<4xf32>
        %102 = vector.from_elements %97, %98, %99, %100 : vector<4xf32>
        %103 = arith.addi %32, %c4 : index
        vector.store %102, %alloc[%arg1, %103] {alignment = 16 : i64} : memref<32768x32768xf32>, vector<4xf32>
        %104 = arith.addf %arg14, %90 : f32
        scf.yield %104, %20, %21, %22, %23, %26, %27, %28, %29 : f32, f32, f32, f32, f32, f32, f32, f32, f32
      }
      gpu.terminator
    }
    return %alloc : memref<32768x32768xf32>
  }
}

