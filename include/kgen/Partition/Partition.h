//===- Partition.h - fusion groups of a model function ----------*- C++ -*-===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//
//
// The analysis behind --kgen-annotate-fusion-groups and --kgen-outline-kernels:
// what role each top-level op of a model's entry function plays in
// partitioning, and the dependence graph between fusion groups
// (docs/partition.md).
//
//===----------------------------------------------------------------------===//

#ifndef KGEN_PARTITION_PARTITION_H
#define KGEN_PARTITION_PARTITION_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <string>

namespace mlir {
namespace kgen {

/// What a top-level op of the entry function becomes when it is partitioned.
enum class PartitionRole {
  /// The one heavy op of a kernel: a contraction, convolution, pooling or
  /// reduction, any structured op with reduction loops, or an aggregate op.
  Root,
  /// An op that joins a kernel: elementwise, or any other op on tensors.
  Fusable,
  /// Duplicated into every kernel that uses it: splat and scalar constants,
  /// tensor.empty, scalar ops without regions.
  Cloneable,
  /// Copy-like (no arithmetic: tensor.pad, tensor.extract_slice,
  /// linalg.fill/broadcast/transpose/copy, ...): cloned into the kernels
  /// that use it, or grouped like a Fusable op when the entry function
  /// itself uses it.
  CopyLike,
  /// Elementwise and cheaper to recompute than to store and read back
  /// (`isRecomputable`: at most one operand read in full): cloned into the
  /// elementwise and reduction kernels that use it, or grouped like a
  /// Fusable op when the entry function or another kind of kernel uses it.
  Recomputable,
  /// Stays in the entry function: reshapes (views), calls, non-splat
  /// constants.
  Main,
  /// The entry function's terminator.
  Terminator,
};

/// The role of `op` from its kind alone (ignoring any kgen.fusion_group).
PartitionRole getPartitionRole(Operation *op);

/// The name a kernel gets after its root: the op name without its dialect
/// ('.' replaced by '_'), the op class of a `linalg.generic`, or
/// "elementwise" when `root` is null.
std::string getKernelRootName(Operation *root);

/// Looks up the function to partition; reports an error naming `passName`
/// and returns null when it is missing, a declaration or has more than one
/// block.
func::FuncOp lookupEntryFunction(ModuleOp module, StringRef entry,
                                 StringRef passName);

/// The dependence graph between the top-level ops of a function body as
/// seen by partitioning: an edge runs from an op to every op that uses one
/// of its results, directly, from inside a region, or through ops that are
/// cloned (those are transparent: they have no node of their own). Ops are
/// grouped into fusion groups; a group is one node of the graph.
class FusionGraph {
public:
  /// `roles` gives the role of every op of `body` but the terminator, in
  /// order, with CopyLike already resolved to Cloneable or Fusable; ops
  /// whose role is Cloneable are transparent.
  FusionGraph(Block &body, ArrayRef<PartitionRole> roles);

  unsigned getNumOps() const { return ops.size(); }
  Operation *getOp(unsigned i) const { return ops[i]; }
  PartitionRole getRole(unsigned i) const { return roles[i]; }
  /// The ops that use op `i`'s results (through cloned ops), ascending.
  ArrayRef<unsigned> getUsers(unsigned i) const { return users[i]; }
  /// The ops whose results op `i` uses (through cloned ops), ascending.
  ArrayRef<unsigned> getProducers(unsigned i) const { return producers[i]; }
  /// Whether the terminator uses a result of op `i` (through cloned ops).
  bool isReturned(unsigned i) const { return returned[i]; }

  /// The group of op `i`, or -1.
  int64_t getGroup(unsigned i) const { return groupOf[i]; }
  /// Creates a group holding op `i` alone; returns its id.
  int64_t createGroup(unsigned i);
  /// Adds op `i` (ungrouped) to group `g`.
  void addToGroup(unsigned i, int64_t g);
  /// Moves every op of group `from` into group `into`.
  void mergeGroups(int64_t into, int64_t from);
  /// The root of group `g` (an op index), or -1.
  int64_t getGroupRoot(int64_t g) const {
    return groups[g].roots.empty() ? -1 : int64_t(groups[g].roots.front());
  }
  ArrayRef<unsigned> getGroupOps(int64_t g) const { return groups[g].ops; }
  unsigned getNumGroupIds() const { return groups.size(); }
  bool isLiveGroup(int64_t g) const { return !groups[g].ops.empty(); }

  /// Whether joining op `i` (which may be grouped or not) with group `g`
  /// keeps the graph of groups acyclic: no path leaves the union and comes
  /// back into it.
  bool canJoin(int64_t g, unsigned i) const;
  /// The same for two groups.
  bool canMergeGroups(int64_t a, int64_t b) const;

  /// Checks that groups hold at most one root and form no cycle; reports
  /// the first problem at the op concerned, naming `passName` and each
  /// group by `groupIds[g]` (by `g` when empty), and fails.
  LogicalResult verifyGroups(StringRef passName,
                             ArrayRef<int64_t> groupIds = {}) const;

private:
  struct Group {
    SmallVector<unsigned> ops;
    SmallVector<unsigned, 1> roots;
  };
  /// The node of op `i`: its group, or the op itself (encoded as -1 - i).
  int64_t nodeOf(unsigned i) const {
    return groupOf[i] >= 0 ? groupOf[i] : -1 - int64_t(i);
  }
  /// The ops of a node.
  SmallVector<unsigned> nodeOps(int64_t node) const;
  /// Whether some path from the nodes in `set` leaves the set and comes
  /// back; when `through` is given, it receives an op outside the set on
  /// such a path.
  bool hasCycleThrough(ArrayRef<int64_t> set, int64_t *through = nullptr) const;

  SmallVector<Operation *> ops;
  SmallVector<PartitionRole> roles;
  SmallVector<SmallVector<unsigned>> users, producers;
  SmallVector<bool> returned;
  SmallVector<int64_t> groupOf;
  SmallVector<Group> groups;
};

} // namespace kgen
} // namespace mlir

#endif // KGEN_PARTITION_PARTITION_H
