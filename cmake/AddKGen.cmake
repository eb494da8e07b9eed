#===- AddKGen.cmake - thin wrappers over the MLIR CMake helpers ----------===#
#
# kgen libraries are ordinary add_mlir_library targets that link the MLIR
# dylib and are exported in the KGenTargets set of the CMake package
# (find_package(KGen)), instead of MLIR's own export set.
#
#===----------------------------------------------------------------------===#

# kgen_add_library(name sources... [DEPENDS ...] [MLIR_LIBS ...] [LINK_LIBS ...])
#   MLIR_LIBS are upstream MLIR libraries; they resolve to libMLIR.so.
include(GNUInstallDirs)

function(kgen_add_library name)
  cmake_parse_arguments(ARG "" "" "DEPENDS;MLIR_LIBS;LINK_LIBS;LINK_COMPONENTS"
                        ${ARGN})
  add_mlir_library(${name} ${ARG_UNPARSED_ARGUMENTS}
    DISABLE_INSTALL EXCLUDE_FROM_LIBMLIR
    DEPENDS ${ARG_DEPENDS}
    LINK_COMPONENTS ${ARG_LINK_COMPONENTS}
    LINK_LIBS PUBLIC ${ARG_LINK_LIBS})
  mlir_target_link_libraries(${name} PUBLIC ${ARG_MLIR_LIBS})
  target_include_directories(${name} INTERFACE
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  install(TARGETS ${name} EXPORT KGenTargets
    ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT kgen
    LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT kgen)
  set_property(GLOBAL APPEND PROPERTY KGEN_LIBS ${name})
endfunction()
