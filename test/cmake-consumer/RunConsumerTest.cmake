#===- RunConsumerTest.cmake - test the installed CMake package ------------===#
#
# Run with cmake -P (ctest: kgen-cmake-package). Installs a built kgen tree
# into a fresh prefix, then configures, builds and runs the consumer project
# of this directory against that prefix, and checks what it prints. Any
# failing step stops the script with an error.
#
# Variables (-D):
#   KGEN_BUILD_DIR         the built kgen tree to install (required)
#   KGEN_INSTALL_PREFIX    where to install it; wiped first (required)
#   CONSUMER_SOURCE_DIR    this directory (required)
#   CONSUMER_BINARY_DIR    the consumer's build tree; wiped first (required)
#   CONSUMER_GENERATOR     CMake generator of the consumer (default: Ninja)
#   CONSUMER_MAKE_PROGRAM  its build tool, e.g. the path of ninja (optional)
#   CONSUMER_CXX_COMPILER  C++ compiler, the one kgen was built with (optional)
#   CONSUMER_BUILD_TYPE    build type (default: Release)
#   MLIR_DIR               the MLIR package kgen was built against (optional)
#
#===----------------------------------------------------------------------===#

cmake_minimum_required(VERSION 3.20)

foreach(var KGEN_BUILD_DIR KGEN_INSTALL_PREFIX CONSUMER_SOURCE_DIR
            CONSUMER_BINARY_DIR)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "RunConsumerTest.cmake: pass -D${var}=...")
  endif()
endforeach()
if(NOT CONSUMER_GENERATOR)
  set(CONSUMER_GENERATOR Ninja)
endif()
if(NOT CONSUMER_BUILD_TYPE)
  set(CONSUMER_BUILD_TYPE Release)
endif()

# run_step(<description> <command>...)
#   Runs the command, shows its output, and stops the script when it fails.
#   Leaves the standard output in STEP_OUTPUT.
function(run_step description)
  message(STATUS "${description}: ${ARGN}")
  execute_process(COMMAND ${ARGN}
                  RESULT_VARIABLE result
                  OUTPUT_VARIABLE output
                  ERROR_VARIABLE error)
  if(NOT "${output}" STREQUAL "")
    message("${output}")
  endif()
  if(NOT "${error}" STREQUAL "")
    message("${error}")
  endif()
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "FAILED (${result}): ${description}")
  endif()
  set(STEP_OUTPUT "${output}" PARENT_SCOPE)
endfunction()

# 1. Install the build tree into an empty prefix.
file(REMOVE_RECURSE "${KGEN_INSTALL_PREFIX}" "${CONSUMER_BINARY_DIR}")
run_step("install kgen" "${CMAKE_COMMAND}" --install "${KGEN_BUILD_DIR}"
         --prefix "${KGEN_INSTALL_PREFIX}")

set(kgen_dir "${KGEN_INSTALL_PREFIX}/lib/cmake/kgen")
foreach(file KGenConfig.cmake KGenConfigVersion.cmake KGenTargets.cmake)
  if(NOT EXISTS "${kgen_dir}/${file}")
    message(FATAL_ERROR "the install has no ${kgen_dir}/${file}")
  endif()
endforeach()
foreach(header kgen/InitAllDialects.h kgen/Version.h Kgen/IR/KgenDialect.h
               Kgen/IR/KgenAttrs.h.inc Kgen/TransformOps/KgenTransformOps.h)
  if(NOT EXISTS "${KGEN_INSTALL_PREFIX}/include/${header}")
    message(FATAL_ERROR "the install has no include/${header}")
  endif()
endforeach()

# 2. Configure the consumer against the installed package only.
set(configure_args
  -S "${CONSUMER_SOURCE_DIR}" -B "${CONSUMER_BINARY_DIR}"
  -G "${CONSUMER_GENERATOR}"
  "-DCMAKE_BUILD_TYPE=${CONSUMER_BUILD_TYPE}"
  "-DKGen_DIR=${kgen_dir}"
  # Only the prefix above may provide KGen.
  -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
  -DCMAKE_FIND_USE_SYSTEM_PACKAGE_REGISTRY=OFF)
if(CONSUMER_MAKE_PROGRAM)
  list(APPEND configure_args "-DCMAKE_MAKE_PROGRAM=${CONSUMER_MAKE_PROGRAM}")
endif()
if(CONSUMER_CXX_COMPILER)
  list(APPEND configure_args "-DCMAKE_CXX_COMPILER=${CONSUMER_CXX_COMPILER}")
endif()
if(MLIR_DIR)
  list(APPEND configure_args "-DMLIR_DIR=${MLIR_DIR}")
endif()
run_step("configure the consumer" "${CMAKE_COMMAND}" ${configure_args})

# The package must come from the install, not from the build tree.
file(STRINGS "${CONSUMER_BINARY_DIR}/CMakeCache.txt" found_kgen_dir
     REGEX "^KGen_DIR:")
string(REGEX REPLACE "^KGen_DIR:[A-Z]+=" "" found_kgen_dir "${found_kgen_dir}")
file(REAL_PATH "${found_kgen_dir}" found_kgen_dir)
file(REAL_PATH "${kgen_dir}" expected_kgen_dir)
if(NOT found_kgen_dir STREQUAL expected_kgen_dir)
  message(FATAL_ERROR "the consumer found KGen in '${found_kgen_dir}', "
                      "expected '${expected_kgen_dir}'")
endif()

# 3. Build it.
run_step("build the consumer" "${CMAKE_COMMAND}" --build
         "${CONSUMER_BINARY_DIR}")

# 4. Run it and check what it prints.
run_step("run the consumer" "${CONSUMER_BINARY_DIR}/kgen-consumer")
foreach(expected
    "target: #kgen.target<nvvm, \"sm_90\">"
    "chip: sm_90"
    "compute_units: 132"
    "peak_gflops_tf32: 494700"
    "match_op_class ops: 1")
  string(FIND "${STEP_OUTPUT}" "${expected}\n" position)
  if(position EQUAL -1)
    message(FATAL_ERROR "the consumer's output lacks the line '${expected}'")
  endif()
endforeach()
message(STATUS "kgen-cmake-package: OK")
