#===- KGenPackage.cmake - install kgen as a CMake package ----------------===#
#
# Installs headers, libraries, tools and KGenConfig.cmake so that another
# MLIR-based project can do:
#   find_package(KGen CONFIG REQUIRED)
#   target_link_libraries(my-compiler PRIVATE KGen::KGenTransformOps)
# (KGen::KGenTransformOps brings KGen::KGenAnalysis and KGen::KGenIR along;
# see test/cmake-consumer for a complete consumer).
#
#===----------------------------------------------------------------------===#

include(CMakePackageConfigHelpers)
include(GNUInstallDirs)

set(KGEN_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/kgen)

install(DIRECTORY include/kgen dialects/Kgen
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT kgen
        FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/kgen
                  ${PROJECT_BINARY_DIR}/dialects/Kgen
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT kgen
        FILES_MATCHING PATTERN "*.inc" PATTERN "*.h"
        PATTERN "CMakeFiles" EXCLUDE)

install(EXPORT KGenTargets NAMESPACE KGen::
        DESTINATION ${KGEN_INSTALL_CMAKEDIR} COMPONENT kgen)

configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/KGenConfig.cmake.in
  ${PROJECT_BINARY_DIR}/KGenConfig.cmake
  INSTALL_DESTINATION ${KGEN_INSTALL_CMAKEDIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR)
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/KGenConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/KGenConfig.cmake
              ${PROJECT_BINARY_DIR}/KGenConfigVersion.cmake
        DESTINATION ${KGEN_INSTALL_CMAKEDIR} COMPONENT kgen)
