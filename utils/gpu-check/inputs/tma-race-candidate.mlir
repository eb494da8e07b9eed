#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main_k0_matmul(%arg0: memref<8192x8192xf32>, %arg1: memref<1024x8192xf32>, %arg2: memref<8192xf32>) -> memref<1024x8192xf32> attributes {kgen.kernel} {
    %c163840 = arith.constant 163840 : index
    %false = arith.constant false
    %c96 = arith.constant 96 : index
    %c56 = arith.constant 56 : index
    %c48 = arith.constant 48 : index
    %c40 = arith.constant 40 : index
    %c24 = arith.constant 24 : index
    %c16 = arith.constant 16 : index
    %c255 = arith.constant 255 : index
    %c6_i64 = arith.constant 6 : i64
    %c2_i64 = arith.constant 2 : i64
    %c8192 = arith.constant 8192 : index
    %c4611686293305360384_i64 = arith.constant 4611686293305360384 : i64
    %c262143_i64 = arith.constant 262143 : i64
    %c4_i64 = arith.constant 4 : i64
    %c16384 = arith.constant 16384 : index
    %c252 = arith.constant 252 : index
    %c768 = arith.constant 768 : index
    %c512 = arith.constant 512 : index
    %cst = arith.constant dense<-8192> : vector<4xi32>
    %c10000000 = arith.constant 10000000 : index
    %c5 = arith.constant 5 : index
    %0 = llvm.mlir.undef : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    %c24576 = arith.constant 24576 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c155648 = arith.constant 155648 : index
    %c122880 = arith.constant 122880 : index
    %c0 = arith.constant 0 : index
    %c81920 = arith.constant 81920 : index
    %c1024 = arith.constant 1024 : index
    %c256 = arith.constant 256 : index
    %c64 = arith.constant 64 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %c173096_i32 = arith.constant 173096 : i32
    %c1 = arith.constant 1 : index
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1024x8192xf32>
    %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [0], sizes: [1, 1024, 8192], strides: [8388608, 8192, 1] : memref<1024x8192xf32> to memref<1x1024x8192xf32>
    %cast = memref.cast %reinterpret_cast : memref<1x1024x8192xf32> to memref<*xf32>
    %1 = nvgpu.tma.create.descriptor %cast box[%c1, %c128, %c32] : memref<*xf32> -> <tensor = memref<1x128x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>
    %reinterpret_cast_1 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [1, 8192, 8192], strides: [67108864, 8192, 1] : memref<8192x8192xf32> to memref<1x8192x8192xf32>
    %cast_2 = memref.cast %reinterpret_cast_1 : memref<1x8192x8192xf32> to memref<*xf32>
    %2 = nvgpu.tma.create.descriptor %cast_2 box[%c1, %c64, %c32] : memref<*xf32> -> <tensor = memref<1x64x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>
    gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %c1024, %arg10 = %c1, %arg11 = %c1) threads(%arg6, %arg7, %arg8) in (%arg12 = %c256, %arg13 = %c1, %arg14 = %c1) dynamic_shared_memory_size %c173096_i32 {
      %3 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %intptr = memref.extract_aligned_pointer_as_index %3 : memref<?xi8, #gpu.address_space<workgroup>> -> index
      %4 = arith.remui %intptr, %c1024 : index
      %5 = arith.subi %c1024, %4 : index
      %6 = arith.remui %5, %c1024 : index
      %7 = arith.addi %intptr, %6 : index
      %8 = arith.addi %7, %c81920 : index
      %view = memref.view %3[%6][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<5x128x32xf32, #gpu.address_space<workgroup>>
      %9 = arith.addi %6, %c81920 : index
      %view_10 = memref.view %3[%9][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<5x64x32xf32, #gpu.address_space<workgroup>>
      %10 = arith.addi %6, %c122880 : index
      %view_11 = memref.view %3[%10][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2x128x32xf32, #gpu.address_space<workgroup>>
      %11 = arith.addi %7, %c122880 : index
      %12 = arith.addi %6, %c155648 : index
      %view_12 = memref.view %3[%12][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2x64x32xf32, #gpu.address_space<workgroup>>
      %13 = arith.addi %7, %c155648 : index
      %block_id_x = gpu.block_id  x
      %14 = arith.divui %block_id_x, %c1024 : index
      %15 = arith.muli %14, %c8 : index
      %16 = arith.subi %c8, %15 : index
      %17 = arith.minui %16, %c8 : index
      %18 = arith.remui %block_id_x, %c1024 : index
      %19 = arith.remui %18, %17 : index
      %20 = arith.addi %15, %19 : index
      %21 = arith.divui %18, %17 : index
      %22 = arith.muli %20, %c128 : index
      %23 = arith.muli %21, %c64 : index
      %thread_id_x = gpu.thread_id  x
      %24 = nvgpu.mbarrier.create -> <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
      %25 = arith.cmpi eq, %thread_id_x, %c0 : index
      scf.if %25 {
        nvgpu.mbarrier.init %24[%c0], %c1 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
        nvgpu.mbarrier.init %24[%c1], %c1 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
        nvgpu.mbarrier.init %24[%c2], %c1 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
        nvgpu.mbarrier.init %24[%c3], %c1 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
        nvgpu.mbarrier.init %24[%c4], %c1 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
        nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      }
      gpu.barrier
      %26 = arith.divui %thread_id_x, %c128 : index
      %27 = arith.muli %26, %c64 : index
      %28 = arith.divui %thread_id_x, %c32 : index
      %29 = arith.remui %28, %c4 : index
      %30 = arith.remui %thread_id_x, %c32 : index
      %31 = arith.divui %30, %c4 : index
      %32 = arith.remui %30, %c4 : index
      scf.if %25 {
        nvgpu.mbarrier.arrive.expect_tx %24[%c0], %c24576 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
        %subview = memref.subview %view[0, 0, 0] [1, 128, 32] [1, 1, 1] : memref<5x128x32xf32, #gpu.address_space<workgroup>> to memref<1x128x32xf32, strided<[4096, 32, 1]>, #gpu.address_space<workgroup>>
        %cast_13 = memref.cast %subview : memref<1x128x32xf32, strided<[4096, 32, 1]>, #gpu.address_space<workgroup>> to memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %1[%c0, %22, %c0], %24[%c0] to %cast_13 : <tensor = memref<1x128x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        %subview_14 = memref.subview %view_10[0, 0, 0] [1, 64, 32] [1, 1, 1] : memref<5x64x32xf32, #gpu.address_space<workgroup>> to memref<1x64x32xf32, strided<[2048, 32, 1]>, #gpu.address_space<workgroup>>
        %cast_15 = memref.cast %subview_14 : memref<1x64x32xf32, strided<[2048, 32, 1]>, #gpu.address_space<workgroup>> to memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %2[%c0, %23, %c0], %24[%c0] to %cast_15 : <tensor = memref<1x64x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
      }
      scf.if %25 {
        nvgpu.mbarrier.arrive.expect_tx %24[%c1], %c24576 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
        %subview = memref.subview %view[1, 0, 0] [1, 128, 32] [1, 1, 1] : memref<5x128x32xf32, #gpu.address_space<workgroup>> to memref<1x128x32xf32, strided<[4096, 32, 1], offset: 4096>, #gpu.address_space<workgroup>>
        %cast_13 = memref.cast %subview : memref<1x128x32xf32, strided<[4096, 32, 1], offset: 4096>, #gpu.address_space<workgroup>> to memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %1[%c32, %22, %c0], %24[%c1] to %cast_13 : <tensor = memref<1x128x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        %subview_14 = memref.subview %view_10[1, 0, 0] [1, 64, 32] [1, 1, 1] : memref<5x64x32xf32, #gpu.address_space<workgroup>> to memref<1x64x32xf32, strided<[2048, 32, 1], offset: 2048>, #gpu.address_space<workgroup>>
        %cast_15 = memref.cast %subview_14 : memref<1x64x32xf32, strided<[2048, 32, 1], offset: 2048>, #gpu.address_space<workgroup>> to memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %2[%c32, %23, %c0], %24[%c1] to %cast_15 : <tensor = memref<1x64x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
      }
      scf.if %25 {
        nvgpu.mbarrier.arrive.expect_tx %24[%c2], %c24576 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
        %subview = memref.subview %view[2, 0, 0] [1, 128, 32] [1, 1, 1] : memref<5x128x32xf32, #gpu.address_space<workgroup>> to memref<1x128x32xf32, strided<[4096, 32, 1], offset: 8192>, #gpu.address_space<workgroup>>
        %cast_13 = memref.cast %subview : memref<1x128x32xf32, strided<[4096, 32, 1], offset: 8192>, #gpu.address_space<workgroup>> to memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %1[%c64, %22, %c0], %24[%c2] to %cast_13 : <tensor = memref<1x128x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        %subview_14 = memref.subview %view_10[2, 0, 0] [1, 64, 32] [1, 1, 1] : memref<5x64x32xf32, #gpu.address_space<workgroup>> to memref<1x64x32xf32, strided<[2048, 32, 1], offset: 4096>, #gpu.address_space<workgroup>>
        %cast_15 = memref.cast %subview_14 : memref<1x64x32xf32, strided<[2048, 32, 1], offset: 4096>, #gpu.address_space<workgroup>> to memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %2[%c64, %23, %c0], %24[%c2] to %cast_15 : <tensor = memref<1x64x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
      }
      scf.if %25 {
        nvgpu.mbarrier.arrive.expect_tx %24[%c3], %c24576 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
        %subview = memref.subview %view[3, 0, 0] [1, 128, 32] [1, 1, 1] : memref<5x128x32xf32, #gpu.address_space<workgroup>> to memref<1x128x32xf32, strided<[4096, 32, 1], offset: 12288>, #gpu.address_space<workgroup>>
        %cast_13 = memref.cast %subview : memref<1x128x32xf32, strided<[4096, 32, 1], offset: 12288>, #gpu.address_space<workgroup>> to memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %1[%c96, %22, %c0], %24[%c3] to %cast_13 : <tensor = memref<1x128x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        %subview_14 = memref.subview %view_10[3, 0, 0] [1, 64, 32] [1, 1, 1] : memref<5x64x32xf32, #gpu.address_space<workgroup>> to memref<1x64x32xf32, strided<[2048, 32, 1], offset: 6144>, #gpu.address_space<workgroup>>
        %cast_15 = memref.cast %subview_14 : memref<1x64x32xf32, strided<[2048, 32, 1], offset: 6144>, #gpu.address_space<workgroup>> to memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %2[%c96, %23, %c0], %24[%c3] to %cast_15 : <tensor = memref<1x64x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
      }
      %33 = llvm.insertvalue %cst_0, %0[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %34 = llvm.insertvalue %cst_0, %33[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %35 = llvm.insertvalue %cst_0, %34[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %36 = llvm.insertvalue %cst_0, %35[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %37 = llvm.insertvalue %cst_0, %36[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %38 = llvm.insertvalue %cst_0, %37[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %39 = llvm.insertvalue %cst_0, %38[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %40 = llvm.insertvalue %cst_0, %39[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %41 = llvm.insertvalue %cst_0, %40[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %42 = llvm.insertvalue %cst_0, %41[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %43 = llvm.insertvalue %cst_0, %42[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %44 = llvm.insertvalue %cst_0, %43[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %45 = llvm.insertvalue %cst_0, %44[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %46 = llvm.insertvalue %cst_0, %45[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %47 = llvm.insertvalue %cst_0, %46[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %48 = llvm.insertvalue %cst_0, %47[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %49 = llvm.insertvalue %cst_0, %48[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %50 = llvm.insertvalue %cst_0, %49[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %51 = llvm.insertvalue %cst_0, %50[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %52 = llvm.insertvalue %cst_0, %51[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %53 = llvm.insertvalue %cst_0, %52[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %54 = llvm.insertvalue %cst_0, %53[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %55 = llvm.insertvalue %cst_0, %54[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %56 = llvm.insertvalue %cst_0, %55[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %57 = llvm.insertvalue %cst_0, %56[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %58 = llvm.insertvalue %cst_0, %57[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %59 = llvm.insertvalue %cst_0, %58[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %60 = llvm.insertvalue %cst_0, %59[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %61 = llvm.insertvalue %cst_0, %60[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %62 = llvm.insertvalue %cst_0, %61[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %63 = llvm.insertvalue %cst_0, %62[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %64 = llvm.insertvalue %cst_0, %63[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      nvgpu.mbarrier.try_wait.parity %24[%c0], %false, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
      gpu.barrier
      %65 = arith.divui %thread_id_x, %c8 : index
      %66 = arith.remui %thread_id_x, %c8 : index
      %67 = arith.muli %66, %c4 : index
      %68 = vector.load %view[%c0, %65, %67] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %69 = arith.bitcast %68 : vector<4xf32> to vector<4xi32>
      %70 = arith.andi %69, %cst : vector<4xi32>
      %71 = arith.bitcast %70 : vector<4xi32> to vector<4xf32>
      vector.store %71, %view[%c0, %65, %67] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %72 = arith.subf %68, %71 : vector<4xf32>
      %73 = arith.bitcast %72 : vector<4xf32> to vector<4xi32>
      %74 = arith.andi %73, %cst : vector<4xi32>
      %75 = arith.bitcast %74 : vector<4xi32> to vector<4xf32>
      vector.store %75, %view_11[%c0, %65, %67] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %76 = arith.addi %thread_id_x, %c256 : index
      %77 = arith.divui %76, %c8 : index
      %78 = arith.remui %76, %c8 : index
      %79 = arith.muli %78, %c4 : index
      %80 = vector.load %view[%c0, %77, %79] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %81 = arith.bitcast %80 : vector<4xf32> to vector<4xi32>
      %82 = arith.andi %81, %cst : vector<4xi32>
      %83 = arith.bitcast %82 : vector<4xi32> to vector<4xf32>
      vector.store %83, %view[%c0, %77, %79] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %84 = arith.subf %80, %83 : vector<4xf32>
      %85 = arith.bitcast %84 : vector<4xf32> to vector<4xi32>
      %86 = arith.andi %85, %cst : vector<4xi32>
      %87 = arith.bitcast %86 : vector<4xi32> to vector<4xf32>
      vector.store %87, %view_11[%c0, %77, %79] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %88 = arith.addi %thread_id_x, %c512 : index
      %89 = arith.divui %88, %c8 : index
      %90 = arith.remui %88, %c8 : index
      %91 = arith.muli %90, %c4 : index
      %92 = vector.load %view[%c0, %89, %91] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %93 = arith.bitcast %92 : vector<4xf32> to vector<4xi32>
      %94 = arith.andi %93, %cst : vector<4xi32>
      %95 = arith.bitcast %94 : vector<4xi32> to vector<4xf32>
      vector.store %95, %view[%c0, %89, %91] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %96 = arith.subf %92, %95 : vector<4xf32>
      %97 = arith.bitcast %96 : vector<4xf32> to vector<4xi32>
      %98 = arith.andi %97, %cst : vector<4xi32>
      %99 = arith.bitcast %98 : vector<4xi32> to vector<4xf32>
      vector.store %99, %view_11[%c0, %89, %91] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %100 = arith.addi %thread_id_x, %c768 : index
      %101 = arith.divui %100, %c8 : index
      %102 = arith.remui %100, %c8 : index
      %103 = arith.muli %102, %c4 : index
      %104 = vector.load %view[%c0, %101, %103] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %105 = arith.bitcast %104 : vector<4xf32> to vector<4xi32>
      %106 = arith.andi %105, %cst : vector<4xi32>
      %107 = arith.bitcast %106 : vector<4xi32> to vector<4xf32>
      vector.store %107, %view[%c0, %101, %103] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %108 = arith.subf %104, %107 : vector<4xf32>
      %109 = arith.bitcast %108 : vector<4xf32> to vector<4xi32>
      %110 = arith.andi %109, %cst : vector<4xi32>
      %111 = arith.bitcast %110 : vector<4xi32> to vector<4xf32>
      vector.store %111, %view_11[%c0, %101, %103] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %112 = vector.load %view_10[%c0, %65, %67] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %113 = arith.bitcast %112 : vector<4xf32> to vector<4xi32>
      %114 = arith.andi %113, %cst : vector<4xi32>
      %115 = arith.bitcast %114 : vector<4xi32> to vector<4xf32>
      vector.store %115, %view_10[%c0, %65, %67] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %116 = arith.subf %112, %115 : vector<4xf32>
      %117 = arith.bitcast %116 : vector<4xf32> to vector<4xi32>
      %118 = arith.andi %117, %cst : vector<4xi32>
      %119 = arith.bitcast %118 : vector<4xi32> to vector<4xf32>
      vector.store %119, %view_12[%c0, %65, %67] : memref<2x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %120 = vector.load %view_10[%c0, %77, %79] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %121 = arith.bitcast %120 : vector<4xf32> to vector<4xi32>
      %122 = arith.andi %121, %cst : vector<4xi32>
      %123 = arith.bitcast %122 : vector<4xi32> to vector<4xf32>
      vector.store %123, %view_10[%c0, %77, %79] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %124 = arith.subf %120, %123 : vector<4xf32>
      %125 = arith.bitcast %124 : vector<4xf32> to vector<4xi32>
      %126 = arith.andi %125, %cst : vector<4xi32>
      %127 = arith.bitcast %126 : vector<4xi32> to vector<4xf32>
      vector.store %127, %view_12[%c0, %77, %79] : memref<2x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      gpu.barrier
      %128 = scf.for %arg15 = %c0 to %c252 step %c1 iter_args(%arg16 = %64) -> (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) {
        %334 = arith.remui %arg15, %c2 : index
        %335 = arith.remui %arg15, %c5 : index
        %336 = arith.muli %26, %c8192 : index
        %337 = arith.muli %335, %c16384 : index
        %338 = arith.addi %337, %336 : index
        %339 = arith.addi %7, %338 : index
        %340 = arith.index_castui %339 : index to i64
        %341 = arith.andi %340, %c262143_i64 : i64
        %342 = arith.shrui %341, %c4_i64 : i64
        %343 = arith.ori %342, %c4611686293305360384_i64 : i64
        %344 = arith.muli %334, %c16384 : index
        %345 = arith.addi %344, %336 : index
        %346 = arith.addi %11, %345 : index
        %347 = arith.index_castui %346 : index to i64
        %348 = arith.andi %347, %c262143_i64 : i64
        %349 = arith.shrui %348, %c4_i64 : i64
        %350 = arith.ori %349, %c4611686293305360384_i64 : i64
        %351 = arith.muli %335, %c8192 : index
        %352 = arith.addi %8, %351 : index
        %353 = arith.index_castui %352 : index to i64
        %354 = arith.andi %353, %c262143_i64 : i64
        %355 = arith.shrui %354, %c4_i64 : i64
        %356 = arith.ori %355, %c4611686293305360384_i64 : i64
        %357 = arith.muli %334, %c8192 : index
        %358 = arith.addi %13, %357 : index
        %359 = arith.index_castui %358 : index to i64
        %360 = arith.andi %359, %c262143_i64 : i64
        %361 = arith.shrui %360, %c4_i64 : i64
        %362 = arith.ori %361, %c4611686293305360384_i64 : i64
        nvvm.wgmma.fence.aligned
        %363 = nvvm.wgmma.mma_async %350, %356, %0, <m = 64, n = 64, k = 8>, D[<f32>, <zero>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %364 = nvvm.wgmma.mma_async %343, %362, %363, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %365 = nvvm.wgmma.mma_async %343, %356, %364, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %366 = arith.addi %343, %c2_i64 : i64
        %367 = arith.addi %356, %c2_i64 : i64
        %368 = arith.addi %350, %c2_i64 : i64
        %369 = nvvm.wgmma.mma_async %368, %367, %365, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %370 = arith.addi %362, %c2_i64 : i64
        %371 = nvvm.wgmma.mma_async %366, %370, %369, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %372 = nvvm.wgmma.mma_async %366, %367, %371, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %373 = arith.addi %343, %c4_i64 : i64
        %374 = arith.addi %356, %c4_i64 : i64
        %375 = arith.addi %350, %c4_i64 : i64
        %376 = nvvm.wgmma.mma_async %375, %374, %372, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %377 = arith.addi %362, %c4_i64 : i64
        %378 = nvvm.wgmma.mma_async %373, %377, %376, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %379 = nvvm.wgmma.mma_async %373, %374, %378, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %380 = arith.addi %343, %c6_i64 : i64
        %381 = arith.addi %356, %c6_i64 : i64
        %382 = arith.addi %350, %c6_i64 : i64
        %383 = nvvm.wgmma.mma_async %382, %381, %379, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %384 = arith.addi %362, %c6_i64 : i64
        %385 = nvvm.wgmma.mma_async %380, %384, %383, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %386 = nvvm.wgmma.mma_async %380, %381, %385, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        nvvm.wgmma.commit.group.sync.aligned
        %387 = arith.addi %arg15, %c4 : index
        %388 = arith.remui %387, %c5 : index
        scf.if %25 {
          nvgpu.mbarrier.arrive.expect_tx %24[%388], %c24576 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
          %604 = arith.muli %387, %c32 : index
          %subview = memref.subview %view[%388, 0, 0] [1, 128, 32] [1, 1, 1] : memref<5x128x32xf32, #gpu.address_space<workgroup>> to memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
          nvgpu.tma.async.load %1[%604, %22, %c0], %24[%388] to %subview : <tensor = memref<1x128x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
          %subview_13 = memref.subview %view_10[%388, 0, 0] [1, 64, 32] [1, 1, 1] : memref<5x64x32xf32, #gpu.address_space<workgroup>> to memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
          nvgpu.tma.async.load %2[%604, %23, %c0], %24[%388] to %subview_13 : <tensor = memref<1x64x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        }
        %389 = arith.addi %arg15, %c1 : index
        %390 = arith.divui %389, %c5 : index
        %391 = arith.remui %390, %c2 : index
        %392 = arith.index_castui %391 : index to i1
        %393 = arith.remui %389, %c5 : index
        nvgpu.mbarrier.try_wait.parity %24[%393], %392, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
        gpu.barrier
        %394 = arith.remui %389, %c2 : index
        %395 = vector.load %view[%393, %65, %67] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %396 = arith.bitcast %395 : vector<4xf32> to vector<4xi32>
        %397 = arith.andi %396, %cst : vector<4xi32>
        %398 = arith.bitcast %397 : vector<4xi32> to vector<4xf32>
        vector.store %398, %view[%393, %65, %67] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %399 = arith.subf %395, %398 : vector<4xf32>
        %400 = arith.bitcast %399 : vector<4xf32> to vector<4xi32>
        %401 = arith.andi %400, %cst : vector<4xi32>
        %402 = arith.bitcast %401 : vector<4xi32> to vector<4xf32>
        vector.store %402, %view_11[%394, %65, %67] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %403 = vector.load %view[%393, %77, %79] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %404 = arith.bitcast %403 : vector<4xf32> to vector<4xi32>
        %405 = arith.andi %404, %cst : vector<4xi32>
        %406 = arith.bitcast %405 : vector<4xi32> to vector<4xf32>
        vector.store %406, %view[%393, %77, %79] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %407 = arith.subf %403, %406 : vector<4xf32>
        %408 = arith.bitcast %407 : vector<4xf32> to vector<4xi32>
        %409 = arith.andi %408, %cst : vector<4xi32>
        %410 = arith.bitcast %409 : vector<4xi32> to vector<4xf32>
        vector.store %410, %view_11[%394, %77, %79] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %411 = vector.load %view[%393, %89, %91] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %412 = arith.bitcast %411 : vector<4xf32> to vector<4xi32>
        %413 = arith.andi %412, %cst : vector<4xi32>
        %414 = arith.bitcast %413 : vector<4xi32> to vector<4xf32>
        vector.store %414, %view[%393, %89, %91] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %415 = arith.subf %411, %414 : vector<4xf32>
        %416 = arith.bitcast %415 : vector<4xf32> to vector<4xi32>
        %417 = arith.andi %416, %cst : vector<4xi32>
        %418 = arith.bitcast %417 : vector<4xi32> to vector<4xf32>
        vector.store %418, %view_11[%394, %89, %91] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %419 = vector.load %view[%393, %101, %103] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %420 = arith.bitcast %419 : vector<4xf32> to vector<4xi32>
        %421 = arith.andi %420, %cst : vector<4xi32>
        %422 = arith.bitcast %421 : vector<4xi32> to vector<4xf32>
        vector.store %422, %view[%393, %101, %103] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %423 = arith.subf %419, %422 : vector<4xf32>
        %424 = arith.bitcast %423 : vector<4xf32> to vector<4xi32>
        %425 = arith.andi %424, %cst : vector<4xi32>
        %426 = arith.bitcast %425 : vector<4xi32> to vector<4xf32>
        vector.store %426, %view_11[%394, %101, %103] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %427 = vector.load %view_10[%393, %65, %67] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %428 = arith.bitcast %427 : vector<4xf32> to vector<4xi32>
        %429 = arith.andi %428, %cst : vector<4xi32>
        %430 = arith.bitcast %429 : vector<4xi32> to vector<4xf32>
        vector.store %430, %view_10[%393, %65, %67] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %431 = arith.subf %427, %430 : vector<4xf32>
        %432 = arith.bitcast %431 : vector<4xf32> to vector<4xi32>
        %433 = arith.andi %432, %cst : vector<4xi32>
        %434 = arith.bitcast %433 : vector<4xi32> to vector<4xf32>
        vector.store %434, %view_12[%394, %65, %67] : memref<2x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %435 = vector.load %view_10[%393, %77, %79] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %436 = arith.bitcast %435 : vector<4xf32> to vector<4xi32>
        %437 = arith.andi %436, %cst : vector<4xi32>
        %438 = arith.bitcast %437 : vector<4xi32> to vector<4xf32>
        vector.store %438, %view_10[%393, %77, %79] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %439 = arith.subf %435, %438 : vector<4xf32>
        %440 = arith.bitcast %439 : vector<4xf32> to vector<4xi32>
        %441 = arith.andi %440, %cst : vector<4xi32>
        %442 = arith.bitcast %441 : vector<4xi32> to vector<4xf32>
        vector.store %442, %view_12[%394, %77, %79] : memref<2x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
        nvvm.wgmma.wait.group.sync.aligned 0
        %443 = llvm.extractvalue %386[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %444 = llvm.extractvalue %386[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %445 = llvm.extractvalue %386[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %446 = llvm.extractvalue %386[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %447 = llvm.extractvalue %386[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %448 = llvm.extractvalue %386[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %449 = llvm.extractvalue %386[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %450 = llvm.extractvalue %386[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %451 = llvm.extractvalue %386[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %452 = llvm.extractvalue %386[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %453 = llvm.extractvalue %386[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %454 = llvm.extractvalue %386[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %455 = llvm.extractvalue %386[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %456 = llvm.extractvalue %386[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %457 = llvm.extractvalue %386[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %458 = llvm.extractvalue %386[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %459 = llvm.extractvalue %386[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %460 = llvm.extractvalue %386[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %461 = llvm.extractvalue %386[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %462 = llvm.extractvalue %386[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %463 = llvm.extractvalue %386[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %464 = llvm.extractvalue %386[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %465 = llvm.extractvalue %386[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %466 = llvm.extractvalue %386[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %467 = llvm.extractvalue %386[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %468 = llvm.extractvalue %386[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %469 = llvm.extractvalue %386[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %470 = llvm.extractvalue %386[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %471 = llvm.extractvalue %386[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %472 = llvm.extractvalue %386[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %473 = llvm.extractvalue %386[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %474 = llvm.extractvalue %386[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %475 = llvm.inline_asm has_side_effects "", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31" %443, %444, %445, %446, %447, %448, %449, %450, %451, %452, %453, %454, %455, %456, %457, %458, %459, %460, %461, %462, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %476 = llvm.extractvalue %475[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %477 = llvm.extractvalue %arg16[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %478 = arith.addf %477, %476 : f32
        %479 = llvm.insertvalue %478, %arg16[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %480 = llvm.extractvalue %475[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %481 = llvm.extractvalue %arg16[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %482 = arith.addf %481, %480 : f32
        %483 = llvm.insertvalue %482, %479[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %484 = llvm.extractvalue %475[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %485 = llvm.extractvalue %arg16[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %486 = arith.addf %485, %484 : f32
        %487 = llvm.insertvalue %486, %483[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %488 = llvm.extractvalue %475[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %489 = llvm.extractvalue %arg16[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %490 = arith.addf %489, %488 : f32
        %491 = llvm.insertvalue %490, %487[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %492 = llvm.extractvalue %475[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %493 = llvm.extractvalue %arg16[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %494 = arith.addf %493, %492 : f32
        %495 = llvm.insertvalue %494, %491[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %496 = llvm.extractvalue %475[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %497 = llvm.extractvalue %arg16[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %498 = arith.addf %497, %496 : f32
        %499 = llvm.insertvalue %498, %495[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %500 = llvm.extractvalue %475[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %501 = llvm.extractvalue %arg16[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %502 = arith.addf %501, %500 : f32
        %503 = llvm.insertvalue %502, %499[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %504 = llvm.extractvalue %475[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %505 = llvm.extractvalue %arg16[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %506 = arith.addf %505, %504 : f32
        %507 = llvm.insertvalue %506, %503[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %508 = llvm.extractvalue %475[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %509 = llvm.extractvalue %arg16[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %510 = arith.addf %509, %508 : f32
        %511 = llvm.insertvalue %510, %507[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %512 = llvm.extractvalue %475[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %513 = llvm.extractvalue %arg16[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %514 = arith.addf %513, %512 : f32
        %515 = llvm.insertvalue %514, %511[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %516 = llvm.extractvalue %475[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %517 = llvm.extractvalue %arg16[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %518 = arith.addf %517, %516 : f32
        %519 = llvm.insertvalue %518, %515[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %520 = llvm.extractvalue %475[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %521 = llvm.extractvalue %arg16[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %522 = arith.addf %521, %520 : f32
        %523 = llvm.insertvalue %522, %519[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %524 = llvm.extractvalue %475[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %525 = llvm.extractvalue %arg16[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %526 = arith.addf %525, %524 : f32
        %527 = llvm.insertvalue %526, %523[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %528 = llvm.extractvalue %475[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %529 = llvm.extractvalue %arg16[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %530 = arith.addf %529, %528 : f32
        %531 = llvm.insertvalue %530, %527[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %532 = llvm.extractvalue %475[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %533 = llvm.extractvalue %arg16[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %534 = arith.addf %533, %532 : f32
        %535 = llvm.insertvalue %534, %531[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %536 = llvm.extractvalue %475[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %537 = llvm.extractvalue %arg16[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %538 = arith.addf %537, %536 : f32
        %539 = llvm.insertvalue %538, %535[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %540 = llvm.extractvalue %475[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %541 = llvm.extractvalue %arg16[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %542 = arith.addf %541, %540 : f32
        %543 = llvm.insertvalue %542, %539[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %544 = llvm.extractvalue %475[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %545 = llvm.extractvalue %arg16[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %546 = arith.addf %545, %544 : f32
        %547 = llvm.insertvalue %546, %543[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %548 = llvm.extractvalue %475[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %549 = llvm.extractvalue %arg16[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %550 = arith.addf %549, %548 : f32
        %551 = llvm.insertvalue %550, %547[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %552 = llvm.extractvalue %475[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %553 = llvm.extractvalue %arg16[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %554 = arith.addf %553, %552 : f32
        %555 = llvm.insertvalue %554, %551[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %556 = llvm.extractvalue %475[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %557 = llvm.extractvalue %arg16[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %558 = arith.addf %557, %556 : f32
        %559 = llvm.insertvalue %558, %555[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %560 = llvm.extractvalue %475[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %561 = llvm.extractvalue %arg16[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %562 = arith.addf %561, %560 : f32
        %563 = llvm.insertvalue %562, %559[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %564 = llvm.extractvalue %475[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %565 = llvm.extractvalue %arg16[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %566 = arith.addf %565, %564 : f32
        %567 = llvm.insertvalue %566, %563[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %568 = llvm.extractvalue %475[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %569 = llvm.extractvalue %arg16[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %570 = arith.addf %569, %568 : f32
        %571 = llvm.insertvalue %570, %567[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %572 = llvm.extractvalue %475[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %573 = llvm.extractvalue %arg16[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %574 = arith.addf %573, %572 : f32
        %575 = llvm.insertvalue %574, %571[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %576 = llvm.extractvalue %475[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %577 = llvm.extractvalue %arg16[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %578 = arith.addf %577, %576 : f32
        %579 = llvm.insertvalue %578, %575[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %580 = llvm.extractvalue %475[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %581 = llvm.extractvalue %arg16[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %582 = arith.addf %581, %580 : f32
        %583 = llvm.insertvalue %582, %579[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %584 = llvm.extractvalue %475[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %585 = llvm.extractvalue %arg16[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %586 = arith.addf %585, %584 : f32
        %587 = llvm.insertvalue %586, %583[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %588 = llvm.extractvalue %475[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %589 = llvm.extractvalue %arg16[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %590 = arith.addf %589, %588 : f32
        %591 = llvm.insertvalue %590, %587[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %592 = llvm.extractvalue %475[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %593 = llvm.extractvalue %arg16[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %594 = arith.addf %593, %592 : f32
        %595 = llvm.insertvalue %594, %591[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %596 = llvm.extractvalue %475[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %597 = llvm.extractvalue %arg16[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %598 = arith.addf %597, %596 : f32
        %599 = llvm.insertvalue %598, %595[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %600 = llvm.extractvalue %475[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %601 = llvm.extractvalue %arg16[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %602 = arith.addf %601, %600 : f32
        %603 = llvm.insertvalue %602, %599[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        gpu.barrier
        scf.yield %603 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      }
      %129 = scf.for %arg15 = %c252 to %c255 step %c1 iter_args(%arg16 = %128) -> (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) {
        %334 = arith.remui %arg15, %c2 : index
        %335 = arith.remui %arg15, %c5 : index
        %336 = arith.muli %26, %c8192 : index
        %337 = arith.muli %335, %c16384 : index
        %338 = arith.addi %337, %336 : index
        %339 = arith.addi %7, %338 : index
        %340 = arith.index_castui %339 : index to i64
        %341 = arith.andi %340, %c262143_i64 : i64
        %342 = arith.shrui %341, %c4_i64 : i64
        %343 = arith.ori %342, %c4611686293305360384_i64 : i64
        %344 = arith.muli %334, %c16384 : index
        %345 = arith.addi %344, %336 : index
        %346 = arith.addi %11, %345 : index
        %347 = arith.index_castui %346 : index to i64
        %348 = arith.andi %347, %c262143_i64 : i64
        %349 = arith.shrui %348, %c4_i64 : i64
        %350 = arith.ori %349, %c4611686293305360384_i64 : i64
        %351 = arith.muli %335, %c8192 : index
        %352 = arith.addi %8, %351 : index
        %353 = arith.index_castui %352 : index to i64
        %354 = arith.andi %353, %c262143_i64 : i64
        %355 = arith.shrui %354, %c4_i64 : i64
        %356 = arith.ori %355, %c4611686293305360384_i64 : i64
        %357 = arith.muli %334, %c8192 : index
        %358 = arith.addi %13, %357 : index
        %359 = arith.index_castui %358 : index to i64
        %360 = arith.andi %359, %c262143_i64 : i64
        %361 = arith.shrui %360, %c4_i64 : i64
        %362 = arith.ori %361, %c4611686293305360384_i64 : i64
        nvvm.wgmma.fence.aligned
        %363 = nvvm.wgmma.mma_async %350, %356, %0, <m = 64, n = 64, k = 8>, D[<f32>, <zero>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %364 = nvvm.wgmma.mma_async %343, %362, %363, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %365 = nvvm.wgmma.mma_async %343, %356, %364, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %366 = arith.addi %343, %c2_i64 : i64
        %367 = arith.addi %356, %c2_i64 : i64
        %368 = arith.addi %350, %c2_i64 : i64
        %369 = nvvm.wgmma.mma_async %368, %367, %365, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %370 = arith.addi %362, %c2_i64 : i64
        %371 = nvvm.wgmma.mma_async %366, %370, %369, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %372 = nvvm.wgmma.mma_async %366, %367, %371, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %373 = arith.addi %343, %c4_i64 : i64
        %374 = arith.addi %356, %c4_i64 : i64
        %375 = arith.addi %350, %c4_i64 : i64
        %376 = nvvm.wgmma.mma_async %375, %374, %372, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %377 = arith.addi %362, %c4_i64 : i64
        %378 = nvvm.wgmma.mma_async %373, %377, %376, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %379 = nvvm.wgmma.mma_async %373, %374, %378, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %380 = arith.addi %343, %c6_i64 : i64
        %381 = arith.addi %356, %c6_i64 : i64
        %382 = arith.addi %350, %c6_i64 : i64
        %383 = nvvm.wgmma.mma_async %382, %381, %379, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %384 = arith.addi %362, %c6_i64 : i64
        %385 = nvvm.wgmma.mma_async %380, %384, %383, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %386 = nvvm.wgmma.mma_async %380, %381, %385, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        nvvm.wgmma.commit.group.sync.aligned
        %387 = arith.addi %arg15, %c1 : index
        %388 = arith.divui %387, %c5 : index
        %389 = arith.remui %388, %c2 : index
        %390 = arith.index_castui %389 : index to i1
        %391 = arith.remui %387, %c5 : index
        nvgpu.mbarrier.try_wait.parity %24[%391], %390, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
        gpu.barrier
        %392 = arith.remui %387, %c2 : index
        %393 = vector.load %view[%391, %65, %67] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %394 = arith.bitcast %393 : vector<4xf32> to vector<4xi32>
        %395 = arith.andi %394, %cst : vector<4xi32>
        %396 = arith.bitcast %395 : vector<4xi32> to vector<4xf32>
        vector.store %396, %view[%391, %65, %67] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %397 = arith.subf %393, %396 : vector<4xf32>
        %398 = arith.bitcast %397 : vector<4xf32> to vector<4xi32>
        %399 = arith.andi %398, %cst : vector<4xi32>
        %400 = arith.bitcast %399 : vector<4xi32> to vector<4xf32>
        vector.store %400, %view_11[%392, %65, %67] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %401 = vector.load %view[%391, %77, %79] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %402 = arith.bitcast %401 : vector<4xf32> to vector<4xi32>
        %403 = arith.andi %402, %cst : vector<4xi32>
        %404 = arith.bitcast %403 : vector<4xi32> to vector<4xf32>
        vector.store %404, %view[%391, %77, %79] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %405 = arith.subf %401, %404 : vector<4xf32>
        %406 = arith.bitcast %405 : vector<4xf32> to vector<4xi32>
        %407 = arith.andi %406, %cst : vector<4xi32>
        %408 = arith.bitcast %407 : vector<4xi32> to vector<4xf32>
        vector.store %408, %view_11[%392, %77, %79] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %409 = vector.load %view[%391, %89, %91] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %410 = arith.bitcast %409 : vector<4xf32> to vector<4xi32>
        %411 = arith.andi %410, %cst : vector<4xi32>
        %412 = arith.bitcast %411 : vector<4xi32> to vector<4xf32>
        vector.store %412, %view[%391, %89, %91] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %413 = arith.subf %409, %412 : vector<4xf32>
        %414 = arith.bitcast %413 : vector<4xf32> to vector<4xi32>
        %415 = arith.andi %414, %cst : vector<4xi32>
        %416 = arith.bitcast %415 : vector<4xi32> to vector<4xf32>
        vector.store %416, %view_11[%392, %89, %91] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %417 = vector.load %view[%391, %101, %103] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %418 = arith.bitcast %417 : vector<4xf32> to vector<4xi32>
        %419 = arith.andi %418, %cst : vector<4xi32>
        %420 = arith.bitcast %419 : vector<4xi32> to vector<4xf32>
        vector.store %420, %view[%391, %101, %103] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %421 = arith.subf %417, %420 : vector<4xf32>
        %422 = arith.bitcast %421 : vector<4xf32> to vector<4xi32>
        %423 = arith.andi %422, %cst : vector<4xi32>
        %424 = arith.bitcast %423 : vector<4xi32> to vector<4xf32>
        vector.store %424, %view_11[%392, %101, %103] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %425 = vector.load %view_10[%391, %65, %67] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %426 = arith.bitcast %425 : vector<4xf32> to vector<4xi32>
        %427 = arith.andi %426, %cst : vector<4xi32>
        %428 = arith.bitcast %427 : vector<4xi32> to vector<4xf32>
        vector.store %428, %view_10[%391, %65, %67] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %429 = arith.subf %425, %428 : vector<4xf32>
        %430 = arith.bitcast %429 : vector<4xf32> to vector<4xi32>
        %431 = arith.andi %430, %cst : vector<4xi32>
        %432 = arith.bitcast %431 : vector<4xi32> to vector<4xf32>
        vector.store %432, %view_12[%392, %65, %67] : memref<2x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %433 = vector.load %view_10[%391, %77, %79] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %434 = arith.bitcast %433 : vector<4xf32> to vector<4xi32>
        %435 = arith.andi %434, %cst : vector<4xi32>
        %436 = arith.bitcast %435 : vector<4xi32> to vector<4xf32>
        vector.store %436, %view_10[%391, %77, %79] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %437 = arith.subf %433, %436 : vector<4xf32>
        %438 = arith.bitcast %437 : vector<4xf32> to vector<4xi32>
        %439 = arith.andi %438, %cst : vector<4xi32>
        %440 = arith.bitcast %439 : vector<4xi32> to vector<4xf32>
        vector.store %440, %view_12[%392, %77, %79] : memref<2x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
        nvvm.wgmma.wait.group.sync.aligned 0
        %441 = llvm.extractvalue %386[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %442 = llvm.extractvalue %386[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %443 = llvm.extractvalue %386[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %444 = llvm.extractvalue %386[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %445 = llvm.extractvalue %386[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %446 = llvm.extractvalue %386[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %447 = llvm.extractvalue %386[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %448 = llvm.extractvalue %386[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %449 = llvm.extractvalue %386[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %450 = llvm.extractvalue %386[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %451 = llvm.extractvalue %386[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %452 = llvm.extractvalue %386[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %453 = llvm.extractvalue %386[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %454 = llvm.extractvalue %386[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %455 = llvm.extractvalue %386[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %456 = llvm.extractvalue %386[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %457 = llvm.extractvalue %386[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %458 = llvm.extractvalue %386[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %459 = llvm.extractvalue %386[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %460 = llvm.extractvalue %386[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %461 = llvm.extractvalue %386[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %462 = llvm.extractvalue %386[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %463 = llvm.extractvalue %386[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %464 = llvm.extractvalue %386[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %465 = llvm.extractvalue %386[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %466 = llvm.extractvalue %386[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %467 = llvm.extractvalue %386[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %468 = llvm.extractvalue %386[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %469 = llvm.extractvalue %386[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %470 = llvm.extractvalue %386[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %471 = llvm.extractvalue %386[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %472 = llvm.extractvalue %386[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %473 = llvm.inline_asm has_side_effects "", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31" %441, %442, %443, %444, %445, %446, %447, %448, %449, %450, %451, %452, %453, %454, %455, %456, %457, %458, %459, %460, %461, %462, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %474 = llvm.extractvalue %473[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %475 = llvm.extractvalue %arg16[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %476 = arith.addf %475, %474 : f32
        %477 = llvm.insertvalue %476, %arg16[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %478 = llvm.extractvalue %473[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %479 = llvm.extractvalue %arg16[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %480 = arith.addf %479, %478 : f32
        %481 = llvm.insertvalue %480, %477[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %482 = llvm.extractvalue %473[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %483 = llvm.extractvalue %arg16[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %484 = arith.addf %483, %482 : f32
        %485 = llvm.insertvalue %484, %481[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %486 = llvm.extractvalue %473[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %487 = llvm.extractvalue %arg16[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %488 = arith.addf %487, %486 : f32
        %489 = llvm.insertvalue %488, %485[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %490 = llvm.extractvalue %473[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %491 = llvm.extractvalue %arg16[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %492 = arith.addf %491, %490 : f32
        %493 = llvm.insertvalue %492, %489[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %494 = llvm.extractvalue %473[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %495 = llvm.extractvalue %arg16[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %496 = arith.addf %495, %494 : f32
        %497 = llvm.insertvalue %496, %493[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %498 = llvm.extractvalue %473[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %499 = llvm.extractvalue %arg16[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %500 = arith.addf %499, %498 : f32
        %501 = llvm.insertvalue %500, %497[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %502 = llvm.extractvalue %473[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %503 = llvm.extractvalue %arg16[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %504 = arith.addf %503, %502 : f32
        %505 = llvm.insertvalue %504, %501[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %506 = llvm.extractvalue %473[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %507 = llvm.extractvalue %arg16[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %508 = arith.addf %507, %506 : f32
        %509 = llvm.insertvalue %508, %505[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %510 = llvm.extractvalue %473[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %511 = llvm.extractvalue %arg16[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %512 = arith.addf %511, %510 : f32
        %513 = llvm.insertvalue %512, %509[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %514 = llvm.extractvalue %473[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %515 = llvm.extractvalue %arg16[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %516 = arith.addf %515, %514 : f32
        %517 = llvm.insertvalue %516, %513[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %518 = llvm.extractvalue %473[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %519 = llvm.extractvalue %arg16[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %520 = arith.addf %519, %518 : f32
        %521 = llvm.insertvalue %520, %517[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %522 = llvm.extractvalue %473[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %523 = llvm.extractvalue %arg16[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %524 = arith.addf %523, %522 : f32
        %525 = llvm.insertvalue %524, %521[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %526 = llvm.extractvalue %473[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %527 = llvm.extractvalue %arg16[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %528 = arith.addf %527, %526 : f32
        %529 = llvm.insertvalue %528, %525[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %530 = llvm.extractvalue %473[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %531 = llvm.extractvalue %arg16[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %532 = arith.addf %531, %530 : f32
        %533 = llvm.insertvalue %532, %529[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %534 = llvm.extractvalue %473[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %535 = llvm.extractvalue %arg16[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %536 = arith.addf %535, %534 : f32
        %537 = llvm.insertvalue %536, %533[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %538 = llvm.extractvalue %473[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %539 = llvm.extractvalue %arg16[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %540 = arith.addf %539, %538 : f32
        %541 = llvm.insertvalue %540, %537[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %542 = llvm.extractvalue %473[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %543 = llvm.extractvalue %arg16[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %544 = arith.addf %543, %542 : f32
        %545 = llvm.insertvalue %544, %541[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %546 = llvm.extractvalue %473[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %547 = llvm.extractvalue %arg16[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %548 = arith.addf %547, %546 : f32
        %549 = llvm.insertvalue %548, %545[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %550 = llvm.extractvalue %473[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %551 = llvm.extractvalue %arg16[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %552 = arith.addf %551, %550 : f32
        %553 = llvm.insertvalue %552, %549[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %554 = llvm.extractvalue %473[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %555 = llvm.extractvalue %arg16[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %556 = arith.addf %555, %554 : f32
        %557 = llvm.insertvalue %556, %553[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %558 = llvm.extractvalue %473[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %559 = llvm.extractvalue %arg16[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %560 = arith.addf %559, %558 : f32
        %561 = llvm.insertvalue %560, %557[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %562 = llvm.extractvalue %473[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %563 = llvm.extractvalue %arg16[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %564 = arith.addf %563, %562 : f32
        %565 = llvm.insertvalue %564, %561[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %566 = llvm.extractvalue %473[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %567 = llvm.extractvalue %arg16[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %568 = arith.addf %567, %566 : f32
        %569 = llvm.insertvalue %568, %565[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %570 = llvm.extractvalue %473[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %571 = llvm.extractvalue %arg16[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %572 = arith.addf %571, %570 : f32
        %573 = llvm.insertvalue %572, %569[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %574 = llvm.extractvalue %473[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %575 = llvm.extractvalue %arg16[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %576 = arith.addf %575, %574 : f32
        %577 = llvm.insertvalue %576, %573[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %578 = llvm.extractvalue %473[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %579 = llvm.extractvalue %arg16[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %580 = arith.addf %579, %578 : f32
        %581 = llvm.insertvalue %580, %577[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %582 = llvm.extractvalue %473[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %583 = llvm.extractvalue %arg16[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %584 = arith.addf %583, %582 : f32
        %585 = llvm.insertvalue %584, %581[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %586 = llvm.extractvalue %473[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %587 = llvm.extractvalue %arg16[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %588 = arith.addf %587, %586 : f32
        %589 = llvm.insertvalue %588, %585[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %590 = llvm.extractvalue %473[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %591 = llvm.extractvalue %arg16[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %592 = arith.addf %591, %590 : f32
        %593 = llvm.insertvalue %592, %589[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %594 = llvm.extractvalue %473[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %595 = llvm.extractvalue %arg16[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %596 = arith.addf %595, %594 : f32
        %597 = llvm.insertvalue %596, %593[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %598 = llvm.extractvalue %473[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %599 = llvm.extractvalue %arg16[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %600 = arith.addf %599, %598 : f32
        %601 = llvm.insertvalue %600, %597[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        gpu.barrier
        scf.yield %601 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      }
      %130 = arith.muli %26, %c8192 : index
      %131 = arith.addi %7, %130 : index
      %132 = arith.index_castui %131 : index to i64
      %133 = arith.andi %132, %c262143_i64 : i64
      %134 = arith.shrui %133, %c4_i64 : i64
      %135 = arith.ori %134, %c4611686293305360384_i64 : i64
      %136 = arith.addi %130, %c16384 : index
      %137 = arith.addi %11, %136 : index
      %138 = arith.index_castui %137 : index to i64
      %139 = arith.andi %138, %c262143_i64 : i64
      %140 = arith.shrui %139, %c4_i64 : i64
      %141 = arith.ori %140, %c4611686293305360384_i64 : i64
      %142 = arith.index_castui %8 : index to i64
      %143 = arith.andi %142, %c262143_i64 : i64
      %144 = arith.shrui %143, %c4_i64 : i64
      %145 = arith.ori %144, %c4611686293305360384_i64 : i64
      %146 = arith.addi %7, %c163840 : index
      %147 = arith.index_castui %146 : index to i64
      %148 = arith.andi %147, %c262143_i64 : i64
      %149 = arith.shrui %148, %c4_i64 : i64
      %150 = arith.ori %149, %c4611686293305360384_i64 : i64
      nvvm.wgmma.fence.aligned
      %151 = nvvm.wgmma.mma_async %141, %145, %0, <m = 64, n = 64, k = 8>, D[<f32>, <zero>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %152 = nvvm.wgmma.mma_async %135, %150, %151, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %153 = nvvm.wgmma.mma_async %135, %145, %152, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %154 = arith.addi %135, %c2_i64 : i64
      %155 = arith.addi %145, %c2_i64 : i64
      %156 = arith.addi %141, %c2_i64 : i64
      %157 = nvvm.wgmma.mma_async %156, %155, %153, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %158 = arith.addi %150, %c2_i64 : i64
      %159 = nvvm.wgmma.mma_async %154, %158, %157, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %160 = nvvm.wgmma.mma_async %154, %155, %159, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %161 = arith.addi %135, %c4_i64 : i64
      %162 = arith.addi %145, %c4_i64 : i64
      %163 = arith.addi %141, %c4_i64 : i64
      %164 = nvvm.wgmma.mma_async %163, %162, %160, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %165 = arith.addi %150, %c4_i64 : i64
      %166 = nvvm.wgmma.mma_async %161, %165, %164, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %167 = nvvm.wgmma.mma_async %161, %162, %166, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %168 = arith.addi %135, %c6_i64 : i64
      %169 = arith.addi %145, %c6_i64 : i64
      %170 = arith.addi %141, %c6_i64 : i64
      %171 = nvvm.wgmma.mma_async %170, %169, %167, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %172 = arith.addi %150, %c6_i64 : i64
      %173 = nvvm.wgmma.mma_async %168, %172, %171, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %174 = nvvm.wgmma.mma_async %168, %169, %173, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      %175 = llvm.extractvalue %174[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %176 = llvm.extractvalue %174[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %177 = llvm.extractvalue %174[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %178 = llvm.extractvalue %174[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %179 = llvm.extractvalue %174[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %180 = llvm.extractvalue %174[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %181 = llvm.extractvalue %174[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %182 = llvm.extractvalue %174[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %183 = llvm.extractvalue %174[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %184 = llvm.extractvalue %174[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %185 = llvm.extractvalue %174[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %186 = llvm.extractvalue %174[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %187 = llvm.extractvalue %174[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %188 = llvm.extractvalue %174[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %189 = llvm.extractvalue %174[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %190 = llvm.extractvalue %174[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %191 = llvm.extractvalue %174[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %192 = llvm.extractvalue %174[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %193 = llvm.extractvalue %174[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %194 = llvm.extractvalue %174[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %195 = llvm.extractvalue %174[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %196 = llvm.extractvalue %174[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %197 = llvm.extractvalue %174[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %198 = llvm.extractvalue %174[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %199 = llvm.extractvalue %174[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %200 = llvm.extractvalue %174[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %201 = llvm.extractvalue %174[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %202 = llvm.extractvalue %174[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %203 = llvm.extractvalue %174[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %204 = llvm.extractvalue %174[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %205 = llvm.extractvalue %174[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %206 = llvm.extractvalue %174[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %207 = llvm.inline_asm has_side_effects "", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31" %175, %176, %177, %178, %179, %180, %181, %182, %183, %184, %185, %186, %187, %188, %189, %190, %191, %192, %193, %194, %195, %196, %197, %198, %199, %200, %201, %202, %203, %204, %205, %206 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %208 = llvm.extractvalue %207[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %209 = llvm.extractvalue %129[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %210 = arith.addf %209, %208 : f32
      %211 = llvm.extractvalue %207[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %212 = llvm.extractvalue %129[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %213 = arith.addf %212, %211 : f32
      %214 = llvm.extractvalue %207[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %215 = llvm.extractvalue %129[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %216 = arith.addf %215, %214 : f32
      %217 = llvm.extractvalue %207[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %218 = llvm.extractvalue %129[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %219 = arith.addf %218, %217 : f32
      %220 = llvm.extractvalue %207[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %221 = llvm.extractvalue %129[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %222 = arith.addf %221, %220 : f32
      %223 = llvm.extractvalue %207[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %224 = llvm.extractvalue %129[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %225 = arith.addf %224, %223 : f32
      %226 = llvm.extractvalue %207[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %227 = llvm.extractvalue %129[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %228 = arith.addf %227, %226 : f32
      %229 = llvm.extractvalue %207[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %230 = llvm.extractvalue %129[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %231 = arith.addf %230, %229 : f32
      %232 = llvm.extractvalue %207[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %233 = llvm.extractvalue %129[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %234 = arith.addf %233, %232 : f32
      %235 = llvm.extractvalue %207[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %236 = llvm.extractvalue %129[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %237 = arith.addf %236, %235 : f32
      %238 = llvm.extractvalue %207[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %239 = llvm.extractvalue %129[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %240 = arith.addf %239, %238 : f32
      %241 = llvm.extractvalue %207[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %242 = llvm.extractvalue %129[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %243 = arith.addf %242, %241 : f32
      %244 = llvm.extractvalue %207[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %245 = llvm.extractvalue %129[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %246 = arith.addf %245, %244 : f32
      %247 = llvm.extractvalue %207[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %248 = llvm.extractvalue %129[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %249 = arith.addf %248, %247 : f32
      %250 = llvm.extractvalue %207[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %251 = llvm.extractvalue %129[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %252 = arith.addf %251, %250 : f32
      %253 = llvm.extractvalue %207[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %254 = llvm.extractvalue %129[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %255 = arith.addf %254, %253 : f32
      %256 = llvm.extractvalue %207[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %257 = llvm.extractvalue %129[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %258 = arith.addf %257, %256 : f32
      %259 = llvm.extractvalue %207[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %260 = llvm.extractvalue %129[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %261 = arith.addf %260, %259 : f32
      %262 = llvm.extractvalue %207[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %263 = llvm.extractvalue %129[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %264 = arith.addf %263, %262 : f32
      %265 = llvm.extractvalue %207[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %266 = llvm.extractvalue %129[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %267 = arith.addf %266, %265 : f32
      %268 = llvm.extractvalue %207[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %269 = llvm.extractvalue %129[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %270 = arith.addf %269, %268 : f32
      %271 = llvm.extractvalue %207[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %272 = llvm.extractvalue %129[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %273 = arith.addf %272, %271 : f32
      %274 = llvm.extractvalue %207[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %275 = llvm.extractvalue %129[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %276 = arith.addf %275, %274 : f32
      %277 = llvm.extractvalue %207[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %278 = llvm.extractvalue %129[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %279 = arith.addf %278, %277 : f32
      %280 = llvm.extractvalue %207[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %281 = llvm.extractvalue %129[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %282 = arith.addf %281, %280 : f32
      %283 = llvm.extractvalue %207[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %284 = llvm.extractvalue %129[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %285 = arith.addf %284, %283 : f32
      %286 = llvm.extractvalue %207[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %287 = llvm.extractvalue %129[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %288 = arith.addf %287, %286 : f32
      %289 = llvm.extractvalue %207[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %290 = llvm.extractvalue %129[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %291 = arith.addf %290, %289 : f32
      %292 = llvm.extractvalue %207[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %293 = llvm.extractvalue %129[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %294 = arith.addf %293, %292 : f32
      %295 = llvm.extractvalue %207[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %296 = llvm.extractvalue %129[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %297 = arith.addf %296, %295 : f32
      %298 = llvm.extractvalue %207[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %299 = llvm.extractvalue %129[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %300 = arith.addf %299, %298 : f32
      %301 = llvm.extractvalue %207[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %302 = llvm.extractvalue %129[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %303 = arith.addf %302, %301 : f32
      %304 = arith.muli %29, %c16 : index
      %305 = arith.addi %304, %31 : index
      %306 = arith.addi %27, %305 : index
      %307 = arith.addi %22, %306 : index
      %308 = arith.muli %32, %c2 : index
      %309 = arith.addi %23, %308 : index
      %310 = vector.from_elements %210, %213 : vector<2xf32>
      %311 = arith.addi %307, %c8 : index
      %312 = vector.from_elements %216, %219 : vector<2xf32>
      %313 = arith.addi %309, %c8 : index
      %314 = vector.from_elements %222, %225 : vector<2xf32>
      %315 = vector.from_elements %228, %231 : vector<2xf32>
      %316 = arith.addi %309, %c16 : index
      %317 = vector.from_elements %234, %237 : vector<2xf32>
      %318 = vector.from_elements %240, %243 : vector<2xf32>
      %319 = arith.addi %309, %c24 : index
      %320 = vector.from_elements %246, %249 : vector<2xf32>
      %321 = vector.from_elements %252, %255 : vector<2xf32>
      %322 = arith.addi %309, %c32 : index
      %323 = vector.from_elements %258, %261 : vector<2xf32>
      %324 = vector.from_elements %264, %267 : vector<2xf32>
      %325 = arith.addi %309, %c40 : index
      %326 = vector.from_elements %270, %273 : vector<2xf32>
      %327 = vector.from_elements %276, %279 : vector<2xf32>
      %328 = arith.addi %309, %c48 : index
      %329 = vector.from_elements %282, %285 : vector<2xf32>
      %330 = vector.from_elements %288, %291 : vector<2xf32>
      %331 = arith.addi %309, %c56 : index
      %332 = vector.from_elements %294, %297 : vector<2xf32>
      %333 = vector.from_elements %300, %303 : vector<2xf32>
      vector.store %310, %alloc[%307, %309] : memref<1024x8192xf32>, vector<2xf32>
      vector.store %312, %alloc[%311, %309] : memref<1024x8192xf32>, vector<2xf32>
      vector.store %314, %alloc[%307, %313] : memref<1024x8192xf32>, vector<2xf32>
      vector.store %315, %alloc[%311, %313] : memref<1024x8192xf32>, vector<2xf32>
      vector.store %317, %alloc[%307, %316] : memref<1024x8192xf32>, vector<2xf32>
      vector.store %318, %alloc[%311, %316] : memref<1024x8192xf32>, vector<2xf32>
      vector.store %320, %alloc[%307, %319] : memref<1024x8192xf32>, vector<2xf32>
      vector.store %321, %alloc[%311, %319] : memref<1024x8192xf32>, vector<2xf32>
      vector.store %323, %alloc[%307, %322] : memref<1024x8192xf32>, vector<2xf32>
      vector.store %324, %alloc[%311, %322] : memref<1024x8192xf32>, vector<2xf32>
      vector.store %326, %alloc[%307, %325] : memref<1024x8192xf32>, vector<2xf32>
      vector.store %327, %alloc[%311, %325] : memref<1024x8192xf32>, vector<2xf32>
      vector.store %329, %alloc[%307, %328] : memref<1024x8192xf32>, vector<2xf32>
      vector.store %330, %alloc[%311, %328] : memref<1024x8192xf32>, vector<2xf32>
      vector.store %332, %alloc[%307, %331] : memref<1024x8192xf32>, vector<2xf32>
      vector.store %333, %alloc[%311, %331] : memref<1024x8192xf32>, vector<2xf32>
      gpu.terminator
    } {kgen.gemm_config = array<i64: 128, 64, 32, 64, 64, 5, 8, 1>, kgen.gemm_math = "3xtf32-wgmma"}
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<1024x8192xf32>
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc, %arg2 : memref<1024x8192xf32>, memref<8192xf32>) outs(%alloc_3 : memref<1024x8192xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %3 = arith.addf %in, %in_10 : f32
      linalg.yield %3 : f32
    }
    %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<1024x8192xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_3 : memref<1024x8192xf32>) outs(%alloc_4 : memref<1024x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %3 = math.absf %in : f32
      %4 = arith.negf %3 : f32
      %5 = math.exp %4 : f32
      %6 = math.log1p %5 : f32
      %7 = arith.maximumf %in, %cst_0 : f32
      %8 = arith.addf %7, %6 : f32
      linalg.yield %8 : f32
    }
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<1024x8192xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_4 : memref<1024x8192xf32>) outs(%alloc_5 : memref<1024x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %3 = math.tanh %in : f32
      linalg.yield %3 : f32
    }
    %alloc_6 = memref.alloc() {alignment = 64 : i64} : memref<1024x8192xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_3, %alloc_5 : memref<1024x8192xf32>, memref<1024x8192xf32>) outs(%alloc_6 : memref<1024x8192xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %3 = arith.mulf %in, %in_10 : f32
      linalg.yield %3 : f32
    }
    %alloc_7 = memref.alloc() {alignment = 64 : i64} : memref<1024x8192xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_6 : memref<1024x8192xf32>) outs(%alloc_7 : memref<1024x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %3 = math.absf %in : f32
      %4 = arith.negf %3 : f32
      %5 = math.exp %4 : f32
      %6 = math.log1p %5 : f32
      %7 = arith.maximumf %in, %cst_0 : f32
      %8 = arith.addf %7, %6 : f32
      linalg.yield %8 : f32
    }
    %alloc_8 = memref.alloc() {alignment = 64 : i64} : memref<1024x8192xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_7 : memref<1024x8192xf32>) outs(%alloc_8 : memref<1024x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %3 = math.tanh %in : f32
      linalg.yield %3 : f32
    }
    %alloc_9 = memref.alloc() {alignment = 64 : i64} : memref<1024x8192xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_6, %alloc_8 : memref<1024x8192xf32>, memref<1024x8192xf32>) outs(%alloc_9 : memref<1024x8192xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %3 = arith.mulf %in, %in_10 : f32
      linalg.yield %3 : f32
    }
    return %alloc_9 : memref<1024x8192xf32>
  }
}
