#!/bin/sh
# A compile worker that fails as $KGEN_FAULT says (compile-worker.test):
# crash (a segmentation fault), hang, or exit without a result.
case "$KGEN_FAULT" in
  crash) echo "applying the script..."; kill -SEGV $$ ;;
  hang) sleep 60 ;;
  *) exit 0 ;;
esac
