module {
  func.func @matmul(%arg0: memref<256x256xf32>, %arg1: memref<256x256xf32>) -> memref<256x256xf32> {
    %c163840 = arith.constant 163840 : index
    %c98304 = arith.constant 98304 : index
    %c32768 = arith.constant 32768 : index
    %false = arith.constant false
    %c96 = arith.constant 96 : index
    %c56 = arith.constant 56 : index
    %c48 = arith.constant 48 : index
    %c40 = arith.constant 40 : index
    %c7 = arith.constant 7 : index
    %c6_i64 = arith.constant 6 : i64
    %c2_i64 = arith.constant 2 : i64
    %c8192 = arith.constant 8192 : index
    %c4611686293305360384_i64 = arith.constant 4611686293305360384 : i64
    %c262143_i64 = arith.constant 262143 : i64
    %c4_i64 = arith.constant 4 : i64
    %c16384 = arith.constant 16384 : index
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
    %c155648 = arith.constant 155648 : index
    %c122880 = arith.constant 122880 : index
    %c81920 = arith.constant 81920 : index
    %c1024 = arith.constant 1024 : index
    %c128 = arith.constant 128 : index
    %c24 = arith.constant 24 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %c4224_i32 = arith.constant 4224 : i32
    %c173096_i32 = arith.constant 173096 : i32
    %c1 = arith.constant 1 : index
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<256x256xf32>
    %alloc_1 = memref.alloc() : memref<256x256xf32>
    gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c64, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c256, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c4224_i32 {
      %3 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %view = memref.view %3[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<32x33xf32, #gpu.address_space<workgroup>>
      %block_id_x = gpu.block_id  x
      %4 = arith.divui %block_id_x, %c8 : index
      %5 = arith.muli %4, %c32 : index
      %6 = arith.remui %block_id_x, %c8 : index
      %7 = arith.muli %6, %c32 : index
      %thread_id_x = gpu.thread_id  x
      %8 = arith.remui %thread_id_x, %c32 : index
      %9 = arith.divui %thread_id_x, %c32 : index
      %10 = arith.addi %5, %8 : index
      %11 = arith.addi %7, %9 : index
      %12 = memref.load %arg1[%11, %10] : memref<256x256xf32>
      memref.store %12, %view[%9, %8] : memref<32x33xf32, #gpu.address_space<workgroup>>
      %13 = arith.addi %9, %c8 : index
      %14 = arith.addi %7, %13 : index
      %15 = memref.load %arg1[%14, %10] : memref<256x256xf32>
      memref.store %15, %view[%13, %8] : memref<32x33xf32, #gpu.address_space<workgroup>>
      %16 = arith.addi %9, %c16 : index
      %17 = arith.addi %7, %16 : index
      %18 = memref.load %arg1[%17, %10] : memref<256x256xf32>
      memref.store %18, %view[%16, %8] : memref<32x33xf32, #gpu.address_space<workgroup>>
      %19 = arith.addi %9, %c24 : index
      %20 = arith.addi %7, %19 : index
      %21 = memref.load %arg1[%20, %10] : memref<256x256xf32>
      memref.store %21, %view[%19, %8] : memref<32x33xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %22 = arith.addi %5, %9 : index
      %23 = arith.addi %7, %8 : index
      %24 = memref.load %view[%8, %9] : memref<32x33xf32, #gpu.address_space<workgroup>>
      memref.store %24, %alloc_1[%22, %23] : memref<256x256xf32>
      %25 = arith.addi %5, %13 : index
      %26 = memref.load %view[%8, %13] : memref<32x33xf32, #gpu.address_space<workgroup>>
      memref.store %26, %alloc_1[%25, %23] : memref<256x256xf32>
      %27 = arith.addi %5, %16 : index
      %28 = memref.load %view[%8, %16] : memref<32x33xf32, #gpu.address_space<workgroup>>
      memref.store %28, %alloc_1[%27, %23] : memref<256x256xf32>
      %29 = arith.addi %5, %19 : index
      %30 = memref.load %view[%8, %19] : memref<32x33xf32, #gpu.address_space<workgroup>>
      memref.store %30, %alloc_1[%29, %23] : memref<256x256xf32>
      gpu.terminator
    }
    %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [1, 256, 256], strides: [65536, 256, 1] : memref<256x256xf32> to memref<1x256x256xf32>
    %cast = memref.cast %reinterpret_cast : memref<1x256x256xf32> to memref<*xf32>
    %1 = nvgpu.tma.create.descriptor %cast box[%c1, %c128, %c32] : memref<*xf32> -> <tensor = memref<1x128x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>
    %reinterpret_cast_2 = memref.reinterpret_cast %alloc_1 to offset: [0], sizes: [1, 256, 256], strides: [65536, 256, 1] : memref<256x256xf32> to memref<1x256x256xf32>
    %cast_3 = memref.cast %reinterpret_cast_2 : memref<1x256x256xf32> to memref<*xf32>
    %2 = nvgpu.tma.create.descriptor %cast_3 box[%c1, %c64, %c32] : memref<*xf32> -> <tensor = memref<1x64x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>
    gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c8, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c256, %arg12 = %c1, %arg13 = %c1) dynamic_shared_memory_size %c173096_i32 {
      %3 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %intptr = memref.extract_aligned_pointer_as_index %3 : memref<?xi8, #gpu.address_space<workgroup>> -> index
      %4 = arith.remui %intptr, %c1024 : index
      %5 = arith.subi %c1024, %4 : index
      %6 = arith.remui %5, %c1024 : index
      %7 = arith.addi %intptr, %6 : index
      %8 = arith.addi %7, %c81920 : index
      %view = memref.view %3[%6][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<5x128x32xf32, #gpu.address_space<workgroup>>
      %9 = arith.addi %6, %c81920 : index
      %view_4 = memref.view %3[%9][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<5x64x32xf32, #gpu.address_space<workgroup>>
      %10 = arith.addi %6, %c122880 : index
      %view_5 = memref.view %3[%10][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2x128x32xf32, #gpu.address_space<workgroup>>
      %11 = arith.addi %7, %c122880 : index
      %12 = arith.addi %6, %c155648 : index
      %view_6 = memref.view %3[%12][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2x64x32xf32, #gpu.address_space<workgroup>>
      %13 = arith.addi %7, %c155648 : index
      %block_id_x = gpu.block_id  x
      %14 = arith.divui %block_id_x, %c8 : index
      %15 = arith.muli %14, %c2 : index
      %16 = arith.subi %c2, %15 : index
      %17 = arith.minui %16, %c2 : index
      %18 = arith.remui %block_id_x, %c8 : index
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
        %cast_7 = memref.cast %subview : memref<1x128x32xf32, strided<[4096, 32, 1]>, #gpu.address_space<workgroup>> to memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %1[%c0, %22, %c0], %24[%c0] to %cast_7 : <tensor = memref<1x128x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        %subview_8 = memref.subview %view_4[0, 0, 0] [1, 64, 32] [1, 1, 1] : memref<5x64x32xf32, #gpu.address_space<workgroup>> to memref<1x64x32xf32, strided<[2048, 32, 1]>, #gpu.address_space<workgroup>>
        %cast_9 = memref.cast %subview_8 : memref<1x64x32xf32, strided<[2048, 32, 1]>, #gpu.address_space<workgroup>> to memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %2[%c0, %23, %c0], %24[%c0] to %cast_9 : <tensor = memref<1x64x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
      }
      scf.if %25 {
        nvgpu.mbarrier.arrive.expect_tx %24[%c1], %c24576 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
        %subview = memref.subview %view[1, 0, 0] [1, 128, 32] [1, 1, 1] : memref<5x128x32xf32, #gpu.address_space<workgroup>> to memref<1x128x32xf32, strided<[4096, 32, 1], offset: 4096>, #gpu.address_space<workgroup>>
        %cast_7 = memref.cast %subview : memref<1x128x32xf32, strided<[4096, 32, 1], offset: 4096>, #gpu.address_space<workgroup>> to memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %1[%c32, %22, %c0], %24[%c1] to %cast_7 : <tensor = memref<1x128x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        %subview_8 = memref.subview %view_4[1, 0, 0] [1, 64, 32] [1, 1, 1] : memref<5x64x32xf32, #gpu.address_space<workgroup>> to memref<1x64x32xf32, strided<[2048, 32, 1], offset: 2048>, #gpu.address_space<workgroup>>
        %cast_9 = memref.cast %subview_8 : memref<1x64x32xf32, strided<[2048, 32, 1], offset: 2048>, #gpu.address_space<workgroup>> to memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %2[%c32, %23, %c0], %24[%c1] to %cast_9 : <tensor = memref<1x64x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
      }
      scf.if %25 {
        nvgpu.mbarrier.arrive.expect_tx %24[%c2], %c24576 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
        %subview = memref.subview %view[2, 0, 0] [1, 128, 32] [1, 1, 1] : memref<5x128x32xf32, #gpu.address_space<workgroup>> to memref<1x128x32xf32, strided<[4096, 32, 1], offset: 8192>, #gpu.address_space<workgroup>>
        %cast_7 = memref.cast %subview : memref<1x128x32xf32, strided<[4096, 32, 1], offset: 8192>, #gpu.address_space<workgroup>> to memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %1[%c64, %22, %c0], %24[%c2] to %cast_7 : <tensor = memref<1x128x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        %subview_8 = memref.subview %view_4[2, 0, 0] [1, 64, 32] [1, 1, 1] : memref<5x64x32xf32, #gpu.address_space<workgroup>> to memref<1x64x32xf32, strided<[2048, 32, 1], offset: 4096>, #gpu.address_space<workgroup>>
        %cast_9 = memref.cast %subview_8 : memref<1x64x32xf32, strided<[2048, 32, 1], offset: 4096>, #gpu.address_space<workgroup>> to memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %2[%c64, %23, %c0], %24[%c2] to %cast_9 : <tensor = memref<1x64x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
      }
      scf.if %25 {
        nvgpu.mbarrier.arrive.expect_tx %24[%c3], %c24576 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
        %subview = memref.subview %view[3, 0, 0] [1, 128, 32] [1, 1, 1] : memref<5x128x32xf32, #gpu.address_space<workgroup>> to memref<1x128x32xf32, strided<[4096, 32, 1], offset: 12288>, #gpu.address_space<workgroup>>
        %cast_7 = memref.cast %subview : memref<1x128x32xf32, strided<[4096, 32, 1], offset: 12288>, #gpu.address_space<workgroup>> to memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %1[%c96, %22, %c0], %24[%c3] to %cast_7 : <tensor = memref<1x128x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        %subview_8 = memref.subview %view_4[3, 0, 0] [1, 64, 32] [1, 1, 1] : memref<5x64x32xf32, #gpu.address_space<workgroup>> to memref<1x64x32xf32, strided<[2048, 32, 1], offset: 6144>, #gpu.address_space<workgroup>>
        %cast_9 = memref.cast %subview_8 : memref<1x64x32xf32, strided<[2048, 32, 1], offset: 6144>, #gpu.address_space<workgroup>> to memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        nvgpu.tma.async.load %2[%c96, %23, %c0], %24[%c3] to %cast_9 : <tensor = memref<1x64x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
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
      vector.store %75, %view_5[%c0, %65, %67] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
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
      vector.store %87, %view_5[%c0, %77, %79] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
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
      vector.store %99, %view_5[%c0, %89, %91] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
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
      vector.store %111, %view_5[%c0, %101, %103] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %112 = vector.load %view_4[%c0, %65, %67] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %113 = arith.bitcast %112 : vector<4xf32> to vector<4xi32>
      %114 = arith.andi %113, %cst : vector<4xi32>
      %115 = arith.bitcast %114 : vector<4xi32> to vector<4xf32>
      vector.store %115, %view_4[%c0, %65, %67] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %116 = arith.subf %112, %115 : vector<4xf32>
      %117 = arith.bitcast %116 : vector<4xf32> to vector<4xi32>
      %118 = arith.andi %117, %cst : vector<4xi32>
      %119 = arith.bitcast %118 : vector<4xi32> to vector<4xf32>
      vector.store %119, %view_6[%c0, %65, %67] : memref<2x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %120 = vector.load %view_4[%c0, %77, %79] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %121 = arith.bitcast %120 : vector<4xf32> to vector<4xi32>
      %122 = arith.andi %121, %cst : vector<4xi32>
      %123 = arith.bitcast %122 : vector<4xi32> to vector<4xf32>
      vector.store %123, %view_4[%c0, %77, %79] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      %124 = arith.subf %120, %123 : vector<4xf32>
      %125 = arith.bitcast %124 : vector<4xf32> to vector<4xi32>
      %126 = arith.andi %125, %cst : vector<4xi32>
      %127 = arith.bitcast %126 : vector<4xi32> to vector<4xf32>
      vector.store %127, %view_6[%c0, %77, %79] : memref<2x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      gpu.barrier
      %128 = scf.for %arg14 = %c0 to %c4 step %c1 iter_args(%arg15 = %64) -> (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) {
        %336 = arith.remui %arg14, %c2 : index
        %337 = arith.remui %arg14, %c5 : index
        %338 = arith.muli %26, %c8192 : index
        %339 = arith.muli %337, %c16384 : index
        %340 = arith.addi %339, %338 : index
        %341 = arith.addi %7, %340 : index
        %342 = arith.index_castui %341 : index to i64
        %343 = arith.andi %342, %c262143_i64 : i64
        %344 = arith.shrui %343, %c4_i64 : i64
        %345 = arith.ori %344, %c4611686293305360384_i64 : i64
        %346 = arith.muli %336, %c16384 : index
        %347 = arith.addi %346, %338 : index
        %348 = arith.addi %11, %347 : index
        %349 = arith.index_castui %348 : index to i64
        %350 = arith.andi %349, %c262143_i64 : i64
        %351 = arith.shrui %350, %c4_i64 : i64
        %352 = arith.ori %351, %c4611686293305360384_i64 : i64
        %353 = arith.muli %337, %c8192 : index
        %354 = arith.addi %8, %353 : index
        %355 = arith.index_castui %354 : index to i64
        %356 = arith.andi %355, %c262143_i64 : i64
        %357 = arith.shrui %356, %c4_i64 : i64
        %358 = arith.ori %357, %c4611686293305360384_i64 : i64
        %359 = arith.muli %336, %c8192 : index
        %360 = arith.addi %13, %359 : index
        %361 = arith.index_castui %360 : index to i64
        %362 = arith.andi %361, %c262143_i64 : i64
        %363 = arith.shrui %362, %c4_i64 : i64
        %364 = arith.ori %363, %c4611686293305360384_i64 : i64
        nvvm.wgmma.fence.aligned
        %365 = nvvm.wgmma.mma_async %352, %358, %0, <m = 64, n = 64, k = 8>, D[<f32>, <zero>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %366 = nvvm.wgmma.mma_async %345, %364, %365, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %367 = nvvm.wgmma.mma_async %345, %358, %366, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %368 = arith.addi %345, %c2_i64 : i64
        %369 = arith.addi %358, %c2_i64 : i64
        %370 = arith.addi %352, %c2_i64 : i64
        %371 = nvvm.wgmma.mma_async %370, %369, %367, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %372 = arith.addi %364, %c2_i64 : i64
        %373 = nvvm.wgmma.mma_async %368, %372, %371, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %374 = nvvm.wgmma.mma_async %368, %369, %373, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %375 = arith.addi %345, %c4_i64 : i64
        %376 = arith.addi %358, %c4_i64 : i64
        %377 = arith.addi %352, %c4_i64 : i64
        %378 = nvvm.wgmma.mma_async %377, %376, %374, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %379 = arith.addi %364, %c4_i64 : i64
        %380 = nvvm.wgmma.mma_async %375, %379, %378, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %381 = nvvm.wgmma.mma_async %375, %376, %380, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %382 = arith.addi %345, %c6_i64 : i64
        %383 = arith.addi %358, %c6_i64 : i64
        %384 = arith.addi %352, %c6_i64 : i64
        %385 = nvvm.wgmma.mma_async %384, %383, %381, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %386 = arith.addi %364, %c6_i64 : i64
        %387 = nvvm.wgmma.mma_async %382, %386, %385, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %388 = nvvm.wgmma.mma_async %382, %383, %387, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        nvvm.wgmma.commit.group.sync.aligned
        %389 = arith.addi %arg14, %c4 : index
        %390 = arith.remui %389, %c5 : index
        scf.if %25 {
          nvgpu.mbarrier.arrive.expect_tx %24[%390], %c24576 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
          %606 = arith.muli %389, %c32 : index
          %subview = memref.subview %view[%390, 0, 0] [1, 128, 32] [1, 1, 1] : memref<5x128x32xf32, #gpu.address_space<workgroup>> to memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
          nvgpu.tma.async.load %1[%606, %22, %c0], %24[%390] to %subview : <tensor = memref<1x128x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x128x32xf32, strided<[4096, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
          %subview_7 = memref.subview %view_4[%390, 0, 0] [1, 64, 32] [1, 1, 1] : memref<5x64x32xf32, #gpu.address_space<workgroup>> to memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
          nvgpu.tma.async.load %2[%606, %23, %c0], %24[%390] to %subview_7 : <tensor = memref<1x64x32xf32, #gpu.address_space<workgroup>>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>, <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5> -> memref<1x64x32xf32, strided<[2048, 32, 1], offset: ?>, #gpu.address_space<workgroup>>
        }
        %391 = arith.addi %arg14, %c1 : index
        %392 = arith.divui %391, %c5 : index
        %393 = arith.remui %392, %c2 : index
        %394 = arith.index_castui %393 : index to i1
        %395 = arith.remui %391, %c5 : index
        nvgpu.mbarrier.try_wait.parity %24[%395], %394, %c10000000 : <memorySpace = #gpu.address_space<workgroup>, num_barriers = 5>
        gpu.barrier
        %396 = arith.remui %391, %c2 : index
        %397 = vector.load %view[%395, %65, %67] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %398 = arith.bitcast %397 : vector<4xf32> to vector<4xi32>
        %399 = arith.andi %398, %cst : vector<4xi32>
        %400 = arith.bitcast %399 : vector<4xi32> to vector<4xf32>
        vector.store %400, %view[%395, %65, %67] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %401 = arith.subf %397, %400 : vector<4xf32>
        %402 = arith.bitcast %401 : vector<4xf32> to vector<4xi32>
        %403 = arith.andi %402, %cst : vector<4xi32>
        %404 = arith.bitcast %403 : vector<4xi32> to vector<4xf32>
        vector.store %404, %view_5[%396, %65, %67] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %405 = vector.load %view[%395, %77, %79] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %406 = arith.bitcast %405 : vector<4xf32> to vector<4xi32>
        %407 = arith.andi %406, %cst : vector<4xi32>
        %408 = arith.bitcast %407 : vector<4xi32> to vector<4xf32>
        vector.store %408, %view[%395, %77, %79] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %409 = arith.subf %405, %408 : vector<4xf32>
        %410 = arith.bitcast %409 : vector<4xf32> to vector<4xi32>
        %411 = arith.andi %410, %cst : vector<4xi32>
        %412 = arith.bitcast %411 : vector<4xi32> to vector<4xf32>
        vector.store %412, %view_5[%396, %77, %79] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %413 = vector.load %view[%395, %89, %91] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %414 = arith.bitcast %413 : vector<4xf32> to vector<4xi32>
        %415 = arith.andi %414, %cst : vector<4xi32>
        %416 = arith.bitcast %415 : vector<4xi32> to vector<4xf32>
        vector.store %416, %view[%395, %89, %91] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %417 = arith.subf %413, %416 : vector<4xf32>
        %418 = arith.bitcast %417 : vector<4xf32> to vector<4xi32>
        %419 = arith.andi %418, %cst : vector<4xi32>
        %420 = arith.bitcast %419 : vector<4xi32> to vector<4xf32>
        vector.store %420, %view_5[%396, %89, %91] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %421 = vector.load %view[%395, %101, %103] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %422 = arith.bitcast %421 : vector<4xf32> to vector<4xi32>
        %423 = arith.andi %422, %cst : vector<4xi32>
        %424 = arith.bitcast %423 : vector<4xi32> to vector<4xf32>
        vector.store %424, %view[%395, %101, %103] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %425 = arith.subf %421, %424 : vector<4xf32>
        %426 = arith.bitcast %425 : vector<4xf32> to vector<4xi32>
        %427 = arith.andi %426, %cst : vector<4xi32>
        %428 = arith.bitcast %427 : vector<4xi32> to vector<4xf32>
        vector.store %428, %view_5[%396, %101, %103] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %429 = vector.load %view_4[%395, %65, %67] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %430 = arith.bitcast %429 : vector<4xf32> to vector<4xi32>
        %431 = arith.andi %430, %cst : vector<4xi32>
        %432 = arith.bitcast %431 : vector<4xi32> to vector<4xf32>
        vector.store %432, %view_4[%395, %65, %67] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %433 = arith.subf %429, %432 : vector<4xf32>
        %434 = arith.bitcast %433 : vector<4xf32> to vector<4xi32>
        %435 = arith.andi %434, %cst : vector<4xi32>
        %436 = arith.bitcast %435 : vector<4xi32> to vector<4xf32>
        vector.store %436, %view_6[%396, %65, %67] : memref<2x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %437 = vector.load %view_4[%395, %77, %79] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %438 = arith.bitcast %437 : vector<4xf32> to vector<4xi32>
        %439 = arith.andi %438, %cst : vector<4xi32>
        %440 = arith.bitcast %439 : vector<4xi32> to vector<4xf32>
        vector.store %440, %view_4[%395, %77, %79] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %441 = arith.subf %437, %440 : vector<4xf32>
        %442 = arith.bitcast %441 : vector<4xf32> to vector<4xi32>
        %443 = arith.andi %442, %cst : vector<4xi32>
        %444 = arith.bitcast %443 : vector<4xi32> to vector<4xf32>
        vector.store %444, %view_6[%396, %77, %79] : memref<2x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
        nvvm.wgmma.wait.group.sync.aligned 0
        %445 = llvm.extractvalue %388[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %446 = llvm.extractvalue %388[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %447 = llvm.extractvalue %388[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %448 = llvm.extractvalue %388[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %449 = llvm.extractvalue %388[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %450 = llvm.extractvalue %388[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %451 = llvm.extractvalue %388[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %452 = llvm.extractvalue %388[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %453 = llvm.extractvalue %388[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %454 = llvm.extractvalue %388[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %455 = llvm.extractvalue %388[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %456 = llvm.extractvalue %388[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %457 = llvm.extractvalue %388[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %458 = llvm.extractvalue %388[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %459 = llvm.extractvalue %388[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %460 = llvm.extractvalue %388[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %461 = llvm.extractvalue %388[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %462 = llvm.extractvalue %388[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %463 = llvm.extractvalue %388[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %464 = llvm.extractvalue %388[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %465 = llvm.extractvalue %388[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %466 = llvm.extractvalue %388[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %467 = llvm.extractvalue %388[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %468 = llvm.extractvalue %388[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %469 = llvm.extractvalue %388[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %470 = llvm.extractvalue %388[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %471 = llvm.extractvalue %388[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %472 = llvm.extractvalue %388[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %473 = llvm.extractvalue %388[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %474 = llvm.extractvalue %388[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %475 = llvm.extractvalue %388[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %476 = llvm.extractvalue %388[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %477 = llvm.inline_asm has_side_effects "", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31" %445, %446, %447, %448, %449, %450, %451, %452, %453, %454, %455, %456, %457, %458, %459, %460, %461, %462, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474, %475, %476 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %478 = llvm.extractvalue %477[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %479 = llvm.extractvalue %arg15[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %480 = arith.addf %479, %478 : f32
        %481 = llvm.insertvalue %480, %arg15[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %482 = llvm.extractvalue %477[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %483 = llvm.extractvalue %arg15[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %484 = arith.addf %483, %482 : f32
        %485 = llvm.insertvalue %484, %481[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %486 = llvm.extractvalue %477[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %487 = llvm.extractvalue %arg15[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %488 = arith.addf %487, %486 : f32
        %489 = llvm.insertvalue %488, %485[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %490 = llvm.extractvalue %477[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %491 = llvm.extractvalue %arg15[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %492 = arith.addf %491, %490 : f32
        %493 = llvm.insertvalue %492, %489[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %494 = llvm.extractvalue %477[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %495 = llvm.extractvalue %arg15[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %496 = arith.addf %495, %494 : f32
        %497 = llvm.insertvalue %496, %493[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %498 = llvm.extractvalue %477[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %499 = llvm.extractvalue %arg15[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %500 = arith.addf %499, %498 : f32
        %501 = llvm.insertvalue %500, %497[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %502 = llvm.extractvalue %477[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %503 = llvm.extractvalue %arg15[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %504 = arith.addf %503, %502 : f32
        %505 = llvm.insertvalue %504, %501[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %506 = llvm.extractvalue %477[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %507 = llvm.extractvalue %arg15[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %508 = arith.addf %507, %506 : f32
        %509 = llvm.insertvalue %508, %505[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %510 = llvm.extractvalue %477[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %511 = llvm.extractvalue %arg15[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %512 = arith.addf %511, %510 : f32
        %513 = llvm.insertvalue %512, %509[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %514 = llvm.extractvalue %477[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %515 = llvm.extractvalue %arg15[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %516 = arith.addf %515, %514 : f32
        %517 = llvm.insertvalue %516, %513[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %518 = llvm.extractvalue %477[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %519 = llvm.extractvalue %arg15[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %520 = arith.addf %519, %518 : f32
        %521 = llvm.insertvalue %520, %517[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %522 = llvm.extractvalue %477[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %523 = llvm.extractvalue %arg15[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %524 = arith.addf %523, %522 : f32
        %525 = llvm.insertvalue %524, %521[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %526 = llvm.extractvalue %477[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %527 = llvm.extractvalue %arg15[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %528 = arith.addf %527, %526 : f32
        %529 = llvm.insertvalue %528, %525[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %530 = llvm.extractvalue %477[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %531 = llvm.extractvalue %arg15[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %532 = arith.addf %531, %530 : f32
        %533 = llvm.insertvalue %532, %529[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %534 = llvm.extractvalue %477[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %535 = llvm.extractvalue %arg15[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %536 = arith.addf %535, %534 : f32
        %537 = llvm.insertvalue %536, %533[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %538 = llvm.extractvalue %477[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %539 = llvm.extractvalue %arg15[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %540 = arith.addf %539, %538 : f32
        %541 = llvm.insertvalue %540, %537[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %542 = llvm.extractvalue %477[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %543 = llvm.extractvalue %arg15[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %544 = arith.addf %543, %542 : f32
        %545 = llvm.insertvalue %544, %541[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %546 = llvm.extractvalue %477[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %547 = llvm.extractvalue %arg15[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %548 = arith.addf %547, %546 : f32
        %549 = llvm.insertvalue %548, %545[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %550 = llvm.extractvalue %477[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %551 = llvm.extractvalue %arg15[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %552 = arith.addf %551, %550 : f32
        %553 = llvm.insertvalue %552, %549[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %554 = llvm.extractvalue %477[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %555 = llvm.extractvalue %arg15[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %556 = arith.addf %555, %554 : f32
        %557 = llvm.insertvalue %556, %553[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %558 = llvm.extractvalue %477[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %559 = llvm.extractvalue %arg15[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %560 = arith.addf %559, %558 : f32
        %561 = llvm.insertvalue %560, %557[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %562 = llvm.extractvalue %477[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %563 = llvm.extractvalue %arg15[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %564 = arith.addf %563, %562 : f32
        %565 = llvm.insertvalue %564, %561[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %566 = llvm.extractvalue %477[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %567 = llvm.extractvalue %arg15[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %568 = arith.addf %567, %566 : f32
        %569 = llvm.insertvalue %568, %565[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %570 = llvm.extractvalue %477[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %571 = llvm.extractvalue %arg15[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %572 = arith.addf %571, %570 : f32
        %573 = llvm.insertvalue %572, %569[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %574 = llvm.extractvalue %477[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %575 = llvm.extractvalue %arg15[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %576 = arith.addf %575, %574 : f32
        %577 = llvm.insertvalue %576, %573[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %578 = llvm.extractvalue %477[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %579 = llvm.extractvalue %arg15[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %580 = arith.addf %579, %578 : f32
        %581 = llvm.insertvalue %580, %577[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %582 = llvm.extractvalue %477[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %583 = llvm.extractvalue %arg15[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %584 = arith.addf %583, %582 : f32
        %585 = llvm.insertvalue %584, %581[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %586 = llvm.extractvalue %477[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %587 = llvm.extractvalue %arg15[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %588 = arith.addf %587, %586 : f32
        %589 = llvm.insertvalue %588, %585[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %590 = llvm.extractvalue %477[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %591 = llvm.extractvalue %arg15[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %592 = arith.addf %591, %590 : f32
        %593 = llvm.insertvalue %592, %589[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %594 = llvm.extractvalue %477[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %595 = llvm.extractvalue %arg15[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %596 = arith.addf %595, %594 : f32
        %597 = llvm.insertvalue %596, %593[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %598 = llvm.extractvalue %477[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %599 = llvm.extractvalue %arg15[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %600 = arith.addf %599, %598 : f32
        %601 = llvm.insertvalue %600, %597[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %602 = llvm.extractvalue %477[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %603 = llvm.extractvalue %arg15[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %604 = arith.addf %603, %602 : f32
        %605 = llvm.insertvalue %604, %601[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        gpu.barrier
        scf.yield %605 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      }
      %129 = scf.for %arg14 = %c4 to %c7 step %c1 iter_args(%arg15 = %128) -> (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) {
        %336 = arith.remui %arg14, %c2 : index
        %337 = arith.remui %arg14, %c5 : index
        %338 = arith.muli %26, %c8192 : index
        %339 = arith.muli %337, %c16384 : index
        %340 = arith.addi %339, %338 : index
        %341 = arith.addi %7, %340 : index
        %342 = arith.index_castui %341 : index to i64
        %343 = arith.andi %342, %c262143_i64 : i64
        %344 = arith.shrui %343, %c4_i64 : i64
        %345 = arith.ori %344, %c4611686293305360384_i64 : i64
        %346 = arith.muli %336, %c16384 : index
        %347 = arith.addi %346, %338 : index
        %348 = arith.addi %11, %347 : index
        %349 = arith.index_castui %348 : index to i64
        %350 = arith.andi %349, %c262143_i64 : i64
        %351 = arith.shrui %350, %c4_i64 : i64
        %352 = arith.ori %351, %c4611686293305360384_i64 : i64
        %353 = arith.muli %337, %c8192 : index
        %354 = arith.addi %8, %353 : index
        %355 = arith.index_castui %354 : index to i64
        %356 = arith.andi %355, %c262143_i64 : i64
        %357 = arith.shrui %356, %c4_i64 : i64
        %358 = arith.ori %357, %c4611686293305360384_i64 : i64
        %359 = arith.muli %336, %c8192 : index
        %360 = arith.addi %13, %359 : index
        %361 = arith.index_castui %360 : index to i64
        %362 = arith.andi %361, %c262143_i64 : i64
        %363 = arith.shrui %362, %c4_i64 : i64
        %364 = arith.ori %363, %c4611686293305360384_i64 : i64
        nvvm.wgmma.fence.aligned
        %365 = nvvm.wgmma.mma_async %352, %358, %0, <m = 64, n = 64, k = 8>, D[<f32>, <zero>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %366 = nvvm.wgmma.mma_async %345, %364, %365, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %367 = nvvm.wgmma.mma_async %345, %358, %366, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %368 = arith.addi %345, %c2_i64 : i64
        %369 = arith.addi %358, %c2_i64 : i64
        %370 = arith.addi %352, %c2_i64 : i64
        %371 = nvvm.wgmma.mma_async %370, %369, %367, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %372 = arith.addi %364, %c2_i64 : i64
        %373 = nvvm.wgmma.mma_async %368, %372, %371, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %374 = nvvm.wgmma.mma_async %368, %369, %373, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %375 = arith.addi %345, %c4_i64 : i64
        %376 = arith.addi %358, %c4_i64 : i64
        %377 = arith.addi %352, %c4_i64 : i64
        %378 = nvvm.wgmma.mma_async %377, %376, %374, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %379 = arith.addi %364, %c4_i64 : i64
        %380 = nvvm.wgmma.mma_async %375, %379, %378, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %381 = nvvm.wgmma.mma_async %375, %376, %380, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %382 = arith.addi %345, %c6_i64 : i64
        %383 = arith.addi %358, %c6_i64 : i64
        %384 = arith.addi %352, %c6_i64 : i64
        %385 = nvvm.wgmma.mma_async %384, %383, %381, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %386 = arith.addi %364, %c6_i64 : i64
        %387 = nvvm.wgmma.mma_async %382, %386, %385, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %388 = nvvm.wgmma.mma_async %382, %383, %387, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        nvvm.wgmma.commit.group.sync.aligned
        %389 = arith.addi %arg14, %c1 : index
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
        vector.store %402, %view_5[%394, %65, %67] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %403 = vector.load %view[%393, %77, %79] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %404 = arith.bitcast %403 : vector<4xf32> to vector<4xi32>
        %405 = arith.andi %404, %cst : vector<4xi32>
        %406 = arith.bitcast %405 : vector<4xi32> to vector<4xf32>
        vector.store %406, %view[%393, %77, %79] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %407 = arith.subf %403, %406 : vector<4xf32>
        %408 = arith.bitcast %407 : vector<4xf32> to vector<4xi32>
        %409 = arith.andi %408, %cst : vector<4xi32>
        %410 = arith.bitcast %409 : vector<4xi32> to vector<4xf32>
        vector.store %410, %view_5[%394, %77, %79] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %411 = vector.load %view[%393, %89, %91] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %412 = arith.bitcast %411 : vector<4xf32> to vector<4xi32>
        %413 = arith.andi %412, %cst : vector<4xi32>
        %414 = arith.bitcast %413 : vector<4xi32> to vector<4xf32>
        vector.store %414, %view[%393, %89, %91] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %415 = arith.subf %411, %414 : vector<4xf32>
        %416 = arith.bitcast %415 : vector<4xf32> to vector<4xi32>
        %417 = arith.andi %416, %cst : vector<4xi32>
        %418 = arith.bitcast %417 : vector<4xi32> to vector<4xf32>
        vector.store %418, %view_5[%394, %89, %91] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %419 = vector.load %view[%393, %101, %103] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %420 = arith.bitcast %419 : vector<4xf32> to vector<4xi32>
        %421 = arith.andi %420, %cst : vector<4xi32>
        %422 = arith.bitcast %421 : vector<4xi32> to vector<4xf32>
        vector.store %422, %view[%393, %101, %103] : memref<5x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %423 = arith.subf %419, %422 : vector<4xf32>
        %424 = arith.bitcast %423 : vector<4xf32> to vector<4xi32>
        %425 = arith.andi %424, %cst : vector<4xi32>
        %426 = arith.bitcast %425 : vector<4xi32> to vector<4xf32>
        vector.store %426, %view_5[%394, %101, %103] : memref<2x128x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %427 = vector.load %view_4[%393, %65, %67] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %428 = arith.bitcast %427 : vector<4xf32> to vector<4xi32>
        %429 = arith.andi %428, %cst : vector<4xi32>
        %430 = arith.bitcast %429 : vector<4xi32> to vector<4xf32>
        vector.store %430, %view_4[%393, %65, %67] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %431 = arith.subf %427, %430 : vector<4xf32>
        %432 = arith.bitcast %431 : vector<4xf32> to vector<4xi32>
        %433 = arith.andi %432, %cst : vector<4xi32>
        %434 = arith.bitcast %433 : vector<4xi32> to vector<4xf32>
        vector.store %434, %view_6[%394, %65, %67] : memref<2x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %435 = vector.load %view_4[%393, %77, %79] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %436 = arith.bitcast %435 : vector<4xf32> to vector<4xi32>
        %437 = arith.andi %436, %cst : vector<4xi32>
        %438 = arith.bitcast %437 : vector<4xi32> to vector<4xf32>
        vector.store %438, %view_4[%393, %77, %79] : memref<5x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        %439 = arith.subf %435, %438 : vector<4xf32>
        %440 = arith.bitcast %439 : vector<4xf32> to vector<4xi32>
        %441 = arith.andi %440, %cst : vector<4xi32>
        %442 = arith.bitcast %441 : vector<4xi32> to vector<4xf32>
        vector.store %442, %view_6[%394, %77, %79] : memref<2x64x32xf32, #gpu.address_space<workgroup>>, vector<4xf32>
        nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
        nvvm.wgmma.wait.group.sync.aligned 0
        %443 = llvm.extractvalue %388[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %444 = llvm.extractvalue %388[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %445 = llvm.extractvalue %388[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %446 = llvm.extractvalue %388[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %447 = llvm.extractvalue %388[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %448 = llvm.extractvalue %388[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %449 = llvm.extractvalue %388[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %450 = llvm.extractvalue %388[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %451 = llvm.extractvalue %388[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %452 = llvm.extractvalue %388[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %453 = llvm.extractvalue %388[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %454 = llvm.extractvalue %388[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %455 = llvm.extractvalue %388[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %456 = llvm.extractvalue %388[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %457 = llvm.extractvalue %388[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %458 = llvm.extractvalue %388[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %459 = llvm.extractvalue %388[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %460 = llvm.extractvalue %388[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %461 = llvm.extractvalue %388[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %462 = llvm.extractvalue %388[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %463 = llvm.extractvalue %388[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %464 = llvm.extractvalue %388[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %465 = llvm.extractvalue %388[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %466 = llvm.extractvalue %388[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %467 = llvm.extractvalue %388[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %468 = llvm.extractvalue %388[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %469 = llvm.extractvalue %388[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %470 = llvm.extractvalue %388[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %471 = llvm.extractvalue %388[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %472 = llvm.extractvalue %388[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %473 = llvm.extractvalue %388[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %474 = llvm.extractvalue %388[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %475 = llvm.inline_asm has_side_effects "", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31" %443, %444, %445, %446, %447, %448, %449, %450, %451, %452, %453, %454, %455, %456, %457, %458, %459, %460, %461, %462, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
        %476 = llvm.extractvalue %475[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %477 = llvm.extractvalue %arg15[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %478 = arith.addf %477, %476 : f32
        %479 = llvm.insertvalue %478, %arg15[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %480 = llvm.extractvalue %475[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %481 = llvm.extractvalue %arg15[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %482 = arith.addf %481, %480 : f32
        %483 = llvm.insertvalue %482, %479[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %484 = llvm.extractvalue %475[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %485 = llvm.extractvalue %arg15[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %486 = arith.addf %485, %484 : f32
        %487 = llvm.insertvalue %486, %483[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %488 = llvm.extractvalue %475[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %489 = llvm.extractvalue %arg15[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %490 = arith.addf %489, %488 : f32
        %491 = llvm.insertvalue %490, %487[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %492 = llvm.extractvalue %475[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %493 = llvm.extractvalue %arg15[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %494 = arith.addf %493, %492 : f32
        %495 = llvm.insertvalue %494, %491[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %496 = llvm.extractvalue %475[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %497 = llvm.extractvalue %arg15[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %498 = arith.addf %497, %496 : f32
        %499 = llvm.insertvalue %498, %495[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %500 = llvm.extractvalue %475[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %501 = llvm.extractvalue %arg15[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %502 = arith.addf %501, %500 : f32
        %503 = llvm.insertvalue %502, %499[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %504 = llvm.extractvalue %475[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %505 = llvm.extractvalue %arg15[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %506 = arith.addf %505, %504 : f32
        %507 = llvm.insertvalue %506, %503[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %508 = llvm.extractvalue %475[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %509 = llvm.extractvalue %arg15[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %510 = arith.addf %509, %508 : f32
        %511 = llvm.insertvalue %510, %507[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %512 = llvm.extractvalue %475[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %513 = llvm.extractvalue %arg15[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %514 = arith.addf %513, %512 : f32
        %515 = llvm.insertvalue %514, %511[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %516 = llvm.extractvalue %475[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %517 = llvm.extractvalue %arg15[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %518 = arith.addf %517, %516 : f32
        %519 = llvm.insertvalue %518, %515[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %520 = llvm.extractvalue %475[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %521 = llvm.extractvalue %arg15[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %522 = arith.addf %521, %520 : f32
        %523 = llvm.insertvalue %522, %519[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %524 = llvm.extractvalue %475[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %525 = llvm.extractvalue %arg15[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %526 = arith.addf %525, %524 : f32
        %527 = llvm.insertvalue %526, %523[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %528 = llvm.extractvalue %475[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %529 = llvm.extractvalue %arg15[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %530 = arith.addf %529, %528 : f32
        %531 = llvm.insertvalue %530, %527[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %532 = llvm.extractvalue %475[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %533 = llvm.extractvalue %arg15[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %534 = arith.addf %533, %532 : f32
        %535 = llvm.insertvalue %534, %531[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %536 = llvm.extractvalue %475[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %537 = llvm.extractvalue %arg15[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %538 = arith.addf %537, %536 : f32
        %539 = llvm.insertvalue %538, %535[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %540 = llvm.extractvalue %475[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %541 = llvm.extractvalue %arg15[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %542 = arith.addf %541, %540 : f32
        %543 = llvm.insertvalue %542, %539[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %544 = llvm.extractvalue %475[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %545 = llvm.extractvalue %arg15[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %546 = arith.addf %545, %544 : f32
        %547 = llvm.insertvalue %546, %543[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %548 = llvm.extractvalue %475[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %549 = llvm.extractvalue %arg15[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %550 = arith.addf %549, %548 : f32
        %551 = llvm.insertvalue %550, %547[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %552 = llvm.extractvalue %475[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %553 = llvm.extractvalue %arg15[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %554 = arith.addf %553, %552 : f32
        %555 = llvm.insertvalue %554, %551[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %556 = llvm.extractvalue %475[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %557 = llvm.extractvalue %arg15[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %558 = arith.addf %557, %556 : f32
        %559 = llvm.insertvalue %558, %555[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %560 = llvm.extractvalue %475[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %561 = llvm.extractvalue %arg15[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %562 = arith.addf %561, %560 : f32
        %563 = llvm.insertvalue %562, %559[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %564 = llvm.extractvalue %475[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %565 = llvm.extractvalue %arg15[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %566 = arith.addf %565, %564 : f32
        %567 = llvm.insertvalue %566, %563[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %568 = llvm.extractvalue %475[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %569 = llvm.extractvalue %arg15[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %570 = arith.addf %569, %568 : f32
        %571 = llvm.insertvalue %570, %567[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %572 = llvm.extractvalue %475[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %573 = llvm.extractvalue %arg15[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %574 = arith.addf %573, %572 : f32
        %575 = llvm.insertvalue %574, %571[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %576 = llvm.extractvalue %475[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %577 = llvm.extractvalue %arg15[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %578 = arith.addf %577, %576 : f32
        %579 = llvm.insertvalue %578, %575[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %580 = llvm.extractvalue %475[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %581 = llvm.extractvalue %arg15[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %582 = arith.addf %581, %580 : f32
        %583 = llvm.insertvalue %582, %579[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %584 = llvm.extractvalue %475[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %585 = llvm.extractvalue %arg15[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %586 = arith.addf %585, %584 : f32
        %587 = llvm.insertvalue %586, %583[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %588 = llvm.extractvalue %475[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %589 = llvm.extractvalue %arg15[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %590 = arith.addf %589, %588 : f32
        %591 = llvm.insertvalue %590, %587[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %592 = llvm.extractvalue %475[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %593 = llvm.extractvalue %arg15[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %594 = arith.addf %593, %592 : f32
        %595 = llvm.insertvalue %594, %591[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %596 = llvm.extractvalue %475[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %597 = llvm.extractvalue %arg15[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %598 = arith.addf %597, %596 : f32
        %599 = llvm.insertvalue %598, %595[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %600 = llvm.extractvalue %475[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %601 = llvm.extractvalue %arg15[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        %602 = arith.addf %601, %600 : f32
        %603 = llvm.insertvalue %602, %599[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
        gpu.barrier
        scf.yield %603 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      }
      %130 = arith.muli %26, %c8192 : index
      %131 = arith.addi %130, %c32768 : index
      %132 = arith.addi %7, %131 : index
      %133 = arith.index_castui %132 : index to i64
      %134 = arith.andi %133, %c262143_i64 : i64
      %135 = arith.shrui %134, %c4_i64 : i64
      %136 = arith.ori %135, %c4611686293305360384_i64 : i64
      %137 = arith.addi %130, %c16384 : index
      %138 = arith.addi %11, %137 : index
      %139 = arith.index_castui %138 : index to i64
      %140 = arith.andi %139, %c262143_i64 : i64
      %141 = arith.shrui %140, %c4_i64 : i64
      %142 = arith.ori %141, %c4611686293305360384_i64 : i64
      %143 = arith.addi %7, %c98304 : index
      %144 = arith.index_castui %143 : index to i64
      %145 = arith.andi %144, %c262143_i64 : i64
      %146 = arith.shrui %145, %c4_i64 : i64
      %147 = arith.ori %146, %c4611686293305360384_i64 : i64
      %148 = arith.addi %7, %c163840 : index
      %149 = arith.index_castui %148 : index to i64
      %150 = arith.andi %149, %c262143_i64 : i64
      %151 = arith.shrui %150, %c4_i64 : i64
      %152 = arith.ori %151, %c4611686293305360384_i64 : i64
      nvvm.wgmma.fence.aligned
      %153 = nvvm.wgmma.mma_async %142, %147, %0, <m = 64, n = 64, k = 8>, D[<f32>, <zero>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %154 = nvvm.wgmma.mma_async %136, %152, %153, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %155 = nvvm.wgmma.mma_async %136, %147, %154, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %156 = arith.addi %136, %c2_i64 : i64
      %157 = arith.addi %147, %c2_i64 : i64
      %158 = arith.addi %142, %c2_i64 : i64
      %159 = nvvm.wgmma.mma_async %158, %157, %155, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %160 = arith.addi %152, %c2_i64 : i64
      %161 = nvvm.wgmma.mma_async %156, %160, %159, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %162 = nvvm.wgmma.mma_async %156, %157, %161, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %163 = arith.addi %136, %c4_i64 : i64
      %164 = arith.addi %147, %c4_i64 : i64
      %165 = arith.addi %142, %c4_i64 : i64
      %166 = nvvm.wgmma.mma_async %165, %164, %162, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %167 = arith.addi %152, %c4_i64 : i64
      %168 = nvvm.wgmma.mma_async %163, %167, %166, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %169 = nvvm.wgmma.mma_async %163, %164, %168, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %170 = arith.addi %136, %c6_i64 : i64
      %171 = arith.addi %147, %c6_i64 : i64
      %172 = arith.addi %142, %c6_i64 : i64
      %173 = nvvm.wgmma.mma_async %172, %171, %169, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %174 = arith.addi %152, %c6_i64 : i64
      %175 = nvvm.wgmma.mma_async %170, %174, %173, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %176 = nvvm.wgmma.mma_async %170, %171, %175, <m = 64, n = 64, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 0
      %177 = llvm.extractvalue %176[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %178 = llvm.extractvalue %176[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %179 = llvm.extractvalue %176[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %180 = llvm.extractvalue %176[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %181 = llvm.extractvalue %176[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %182 = llvm.extractvalue %176[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %183 = llvm.extractvalue %176[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %184 = llvm.extractvalue %176[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %185 = llvm.extractvalue %176[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %186 = llvm.extractvalue %176[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %187 = llvm.extractvalue %176[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %188 = llvm.extractvalue %176[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %189 = llvm.extractvalue %176[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %190 = llvm.extractvalue %176[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %191 = llvm.extractvalue %176[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %192 = llvm.extractvalue %176[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %193 = llvm.extractvalue %176[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %194 = llvm.extractvalue %176[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %195 = llvm.extractvalue %176[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %196 = llvm.extractvalue %176[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %197 = llvm.extractvalue %176[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %198 = llvm.extractvalue %176[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %199 = llvm.extractvalue %176[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %200 = llvm.extractvalue %176[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %201 = llvm.extractvalue %176[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %202 = llvm.extractvalue %176[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %203 = llvm.extractvalue %176[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %204 = llvm.extractvalue %176[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %205 = llvm.extractvalue %176[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %206 = llvm.extractvalue %176[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %207 = llvm.extractvalue %176[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %208 = llvm.extractvalue %176[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %209 = llvm.inline_asm has_side_effects "", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31" %177, %178, %179, %180, %181, %182, %183, %184, %185, %186, %187, %188, %189, %190, %191, %192, %193, %194, %195, %196, %197, %198, %199, %200, %201, %202, %203, %204, %205, %206, %207, %208 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %210 = llvm.extractvalue %209[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %211 = llvm.extractvalue %129[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %212 = arith.addf %211, %210 : f32
      %213 = llvm.extractvalue %209[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %214 = llvm.extractvalue %129[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %215 = arith.addf %214, %213 : f32
      %216 = llvm.extractvalue %209[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %217 = llvm.extractvalue %129[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %218 = arith.addf %217, %216 : f32
      %219 = llvm.extractvalue %209[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %220 = llvm.extractvalue %129[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %221 = arith.addf %220, %219 : f32
      %222 = llvm.extractvalue %209[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %223 = llvm.extractvalue %129[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %224 = arith.addf %223, %222 : f32
      %225 = llvm.extractvalue %209[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %226 = llvm.extractvalue %129[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %227 = arith.addf %226, %225 : f32
      %228 = llvm.extractvalue %209[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %229 = llvm.extractvalue %129[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %230 = arith.addf %229, %228 : f32
      %231 = llvm.extractvalue %209[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %232 = llvm.extractvalue %129[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %233 = arith.addf %232, %231 : f32
      %234 = llvm.extractvalue %209[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %235 = llvm.extractvalue %129[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %236 = arith.addf %235, %234 : f32
      %237 = llvm.extractvalue %209[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %238 = llvm.extractvalue %129[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %239 = arith.addf %238, %237 : f32
      %240 = llvm.extractvalue %209[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %241 = llvm.extractvalue %129[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %242 = arith.addf %241, %240 : f32
      %243 = llvm.extractvalue %209[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %244 = llvm.extractvalue %129[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %245 = arith.addf %244, %243 : f32
      %246 = llvm.extractvalue %209[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %247 = llvm.extractvalue %129[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %248 = arith.addf %247, %246 : f32
      %249 = llvm.extractvalue %209[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %250 = llvm.extractvalue %129[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %251 = arith.addf %250, %249 : f32
      %252 = llvm.extractvalue %209[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %253 = llvm.extractvalue %129[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %254 = arith.addf %253, %252 : f32
      %255 = llvm.extractvalue %209[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %256 = llvm.extractvalue %129[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %257 = arith.addf %256, %255 : f32
      %258 = llvm.extractvalue %209[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %259 = llvm.extractvalue %129[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %260 = arith.addf %259, %258 : f32
      %261 = llvm.extractvalue %209[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %262 = llvm.extractvalue %129[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %263 = arith.addf %262, %261 : f32
      %264 = llvm.extractvalue %209[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %265 = llvm.extractvalue %129[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %266 = arith.addf %265, %264 : f32
      %267 = llvm.extractvalue %209[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %268 = llvm.extractvalue %129[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %269 = arith.addf %268, %267 : f32
      %270 = llvm.extractvalue %209[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %271 = llvm.extractvalue %129[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %272 = arith.addf %271, %270 : f32
      %273 = llvm.extractvalue %209[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %274 = llvm.extractvalue %129[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %275 = arith.addf %274, %273 : f32
      %276 = llvm.extractvalue %209[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %277 = llvm.extractvalue %129[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %278 = arith.addf %277, %276 : f32
      %279 = llvm.extractvalue %209[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %280 = llvm.extractvalue %129[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %281 = arith.addf %280, %279 : f32
      %282 = llvm.extractvalue %209[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %283 = llvm.extractvalue %129[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %284 = arith.addf %283, %282 : f32
      %285 = llvm.extractvalue %209[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %286 = llvm.extractvalue %129[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %287 = arith.addf %286, %285 : f32
      %288 = llvm.extractvalue %209[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %289 = llvm.extractvalue %129[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %290 = arith.addf %289, %288 : f32
      %291 = llvm.extractvalue %209[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %292 = llvm.extractvalue %129[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %293 = arith.addf %292, %291 : f32
      %294 = llvm.extractvalue %209[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %295 = llvm.extractvalue %129[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %296 = arith.addf %295, %294 : f32
      %297 = llvm.extractvalue %209[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %298 = llvm.extractvalue %129[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %299 = arith.addf %298, %297 : f32
      %300 = llvm.extractvalue %209[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %301 = llvm.extractvalue %129[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %302 = arith.addf %301, %300 : f32
      %303 = llvm.extractvalue %209[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %304 = llvm.extractvalue %129[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %305 = arith.addf %304, %303 : f32
      %306 = arith.muli %29, %c16 : index
      %307 = arith.addi %306, %31 : index
      %308 = arith.addi %27, %307 : index
      %309 = arith.addi %22, %308 : index
      %310 = arith.muli %32, %c2 : index
      %311 = arith.addi %23, %310 : index
      %312 = vector.from_elements %212, %215 : vector<2xf32>
      %313 = arith.addi %309, %c8 : index
      %314 = vector.from_elements %218, %221 : vector<2xf32>
      %315 = arith.addi %311, %c8 : index
      %316 = vector.from_elements %224, %227 : vector<2xf32>
      %317 = vector.from_elements %230, %233 : vector<2xf32>
      %318 = arith.addi %311, %c16 : index
      %319 = vector.from_elements %236, %239 : vector<2xf32>
      %320 = vector.from_elements %242, %245 : vector<2xf32>
      %321 = arith.addi %311, %c24 : index
      %322 = vector.from_elements %248, %251 : vector<2xf32>
      %323 = vector.from_elements %254, %257 : vector<2xf32>
      %324 = arith.addi %311, %c32 : index
      %325 = vector.from_elements %260, %263 : vector<2xf32>
      %326 = vector.from_elements %266, %269 : vector<2xf32>
      %327 = arith.addi %311, %c40 : index
      %328 = vector.from_elements %272, %275 : vector<2xf32>
      %329 = vector.from_elements %278, %281 : vector<2xf32>
      %330 = arith.addi %311, %c48 : index
      %331 = vector.from_elements %284, %287 : vector<2xf32>
      %332 = vector.from_elements %290, %293 : vector<2xf32>
      %333 = arith.addi %311, %c56 : index
      %334 = vector.from_elements %296, %299 : vector<2xf32>
      %335 = vector.from_elements %302, %305 : vector<2xf32>
      vector.store %312, %alloc[%309, %311] : memref<256x256xf32>, vector<2xf32>
      vector.store %314, %alloc[%313, %311] : memref<256x256xf32>, vector<2xf32>
      vector.store %316, %alloc[%309, %315] : memref<256x256xf32>, vector<2xf32>
      vector.store %317, %alloc[%313, %315] : memref<256x256xf32>, vector<2xf32>
      vector.store %319, %alloc[%309, %318] : memref<256x256xf32>, vector<2xf32>
      vector.store %320, %alloc[%313, %318] : memref<256x256xf32>, vector<2xf32>
      vector.store %322, %alloc[%309, %321] : memref<256x256xf32>, vector<2xf32>
      vector.store %323, %alloc[%313, %321] : memref<256x256xf32>, vector<2xf32>
      vector.store %325, %alloc[%309, %324] : memref<256x256xf32>, vector<2xf32>
      vector.store %326, %alloc[%313, %324] : memref<256x256xf32>, vector<2xf32>
      vector.store %328, %alloc[%309, %327] : memref<256x256xf32>, vector<2xf32>
      vector.store %329, %alloc[%313, %327] : memref<256x256xf32>, vector<2xf32>
      vector.store %331, %alloc[%309, %330] : memref<256x256xf32>, vector<2xf32>
      vector.store %332, %alloc[%313, %330] : memref<256x256xf32>, vector<2xf32>
      vector.store %334, %alloc[%309, %333] : memref<256x256xf32>, vector<2xf32>
      vector.store %335, %alloc[%313, %333] : memref<256x256xf32>, vector<2xf32>
      gpu.terminator
    } {kgen.gemm_config = array<i64: 128, 64, 32, 64, 64, 5, 8, 1>, kgen.gemm_math = "3xtf32-wgmma"}
    memref.dealloc %alloc_1 : memref<256x256xf32>
    return %alloc : memref<256x256xf32>
  }
}
