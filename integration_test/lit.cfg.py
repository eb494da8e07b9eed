# -*- Python -*-
# lit configuration of kgen's integration tests: the tests that run the
# validator or the tuner (kgen-validate, kgen-tune, --kgen-tune runs, the
# KernelBench harness) and the ones that need a GPU (the features cuda-device,
# torch-cuda). The IR-level tests are test/'s. Both suites share one setup:
# tools, substitutions and features are test/lit.cfg.py's; only the name and
# the roots differ.

import os

lit_config.load_config(config, os.path.join(config.kgen_src_root, "test",
                                            "lit.cfg.py"))

config.name = "KGEN-INTEGRATION"
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.kgen_obj_root, "integration_test")
