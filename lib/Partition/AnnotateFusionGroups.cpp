//===- AnnotateFusionGroups.cpp - decide the kernels of a model -----------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Partition/Partition.h"
#include "kgen/Partition/Passes.h"

#include "kgen/Analysis/OpClassification.h"

#include <map>

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_ANNOTATEFUSIONGROUPS
#include "kgen/Partition/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;
using namespace mlir::kgen;

static constexpr StringLiteral kPassName = "kgen-annotate-fusion-groups";

/// The roles of the top-level ops of `body` for annotation: a preset group
/// makes an op a member (Root or Fusable); a copy-like op is cloned into
/// its users unless the function itself uses it (then it is grouped); a
/// recomputable op is cloned (recomputed) into its users when `recompute`,
/// the function does not use it and every user is an elementwise op, a
/// reduction or another op recomputed there.
static SmallVector<PartitionRole> computeRoles(Block &body, bool recompute) {
  SmallVector<Operation *> ops;
  DenseMap<Operation *, unsigned> index;
  for (Operation &op : body.without_terminator()) {
    index[&op] = ops.size();
    ops.push_back(&op);
  }
  SmallVector<PartitionRole> roles(ops.size(), PartitionRole::Fusable);
  // Whether the function body itself (its terminator, a reshape, a call,
  // or a cloned op that stays for one of those) needs op i's results.
  SmallVector<bool> usedByMain(ops.size(), false);
  // Users come later in the block: their roles are known when op i's is
  // decided.
  auto recomputableInUsers = [&](unsigned i) {
    return llvm::all_of(ops[i]->getUsers(), [&](Operation *user) {
      Operation *owner = body.findAncestorOpInBlock(*user);
      if (!owner || owner->hasTrait<OpTrait::IsTerminator>())
        return false;
      unsigned j = index.lookup(owner);
      if (roles[j] == PartitionRole::Cloneable)
        return getPartitionRole(owner) == PartitionRole::Recomputable;
      return mayRecomputeInto(owner);
    });
  };
  for (int64_t i = ops.size() - 1; i >= 0; --i) {
    Operation *op = ops[i];
    for (Operation *user : op->getUsers()) {
      Operation *owner = body.findAncestorOpInBlock(*user);
      if (!owner || owner == op)
        continue;
      if (owner->hasTrait<OpTrait::IsTerminator>()) {
        usedByMain[i] = true;
        continue;
      }
      unsigned j = index.lookup(owner);
      if (roles[j] == PartitionRole::Main ||
          (roles[j] == PartitionRole::Cloneable && usedByMain[j]))
        usedByMain[i] = true;
    }
    PartitionRole role = getPartitionRole(op);
    if (op->hasAttr(KgenDialect::kFusionGroupAttrName))
      role = role == PartitionRole::Root ? PartitionRole::Root
                                         : PartitionRole::Fusable;
    else if (role == PartitionRole::CopyLike)
      role = usedByMain[i] ? PartitionRole::Fusable : PartitionRole::Cloneable;
    else if (role == PartitionRole::Recomputable)
      role = recompute && !usedByMain[i] && recomputableInUsers(i)
                 ? PartitionRole::Cloneable
                 : PartitionRole::Fusable;
    roles[i] = role;
  }
  return roles;
}

namespace {
struct AnnotateFusionGroupsPass
    : public kgen::impl::AnnotateFusionGroupsBase<AnnotateFusionGroupsPass> {
  using Base::Base;

  void runOnOperation() override {
    bool fuseProducers = fuse == "all" || fuse == "producers";
    bool fuseConsumers = fuse == "all" || fuse == "consumers";
    bool formChains = fuse != "none";
    if (!fuseProducers && !fuseConsumers && fuse != "none") {
      getOperation().emitError()
          << kPassName
          << ": option 'fuse' must be all, producers, consumers or none, "
             "got '"
          << fuse << "'";
      return signalPassFailure();
    }
    func::FuncOp func = lookupEntryFunction(getOperation(), entry, kPassName);
    if (!func)
      return signalPassFailure();
    Block &body = func.getBody().front();
    if (reset)
      for (Operation &op : body)
        op.removeAttr(KgenDialect::kFusionGroupAttrName);

    FusionGraph graph(body, computeRoles(body, /*recompute=*/formChains));
    unsigned n = graph.getNumOps();
    auto isMember = [&](unsigned i) {
      return graph.getRole(i) == PartitionRole::Root ||
             graph.getRole(i) == PartitionRole::Fusable;
    };

    // Preset groups, checked before anything joins them.
    std::map<int64_t, int64_t> presetGroups;
    SmallVector<int64_t> displayIds;
    for (unsigned i = 0; i < n; ++i) {
      auto preset = graph.getOp(i)->getAttrOfType<IntegerAttr>(
          KgenDialect::kFusionGroupAttrName);
      if (!preset)
        continue;
      int64_t id = preset.getInt();
      auto it = presetGroups.find(id);
      if (it == presetGroups.end()) {
        presetGroups[id] = graph.createGroup(i);
        displayIds.push_back(id);
      } else {
        graph.addToGroup(i, it->second);
      }
    }
    if (failed(graph.verifyGroups(kPassName, displayIds)))
      return signalPassFailure();

    // 1. One group per root.
    for (unsigned i = 0; i < n; ++i)
      if (graph.getRole(i) == PartitionRole::Root && graph.getGroup(i) < 0)
        graph.createGroup(i);

    auto rootGroupsOfProducers = [&](unsigned i, bool withRoot) {
      SmallVector<int64_t> candidates;
      for (unsigned p : graph.getProducers(i)) {
        int64_t g = graph.getGroup(p);
        if (g >= 0 && (graph.getGroupRoot(g) >= 0) == withRoot &&
            !llvm::is_contained(candidates, g))
          candidates.push_back(g);
      }
      llvm::sort(candidates);
      return candidates;
    };

    // 2. Elementwise consumers join the kernel of a root they read from
    //    (the earliest such kernel that stays acyclic).
    if (fuseConsumers)
      for (unsigned i = 0; i < n; ++i) {
        if (graph.getRole(i) != PartitionRole::Fusable ||
            graph.getGroup(i) >= 0)
          continue;
        for (int64_t g : rootGroupsOfProducers(i, /*withRoot=*/true))
          if (graph.canJoin(g, i)) {
            graph.addToGroup(i, g);
            break;
          }
      }

    // 3. Elementwise producers whose every use is in one root's kernel
    //    join it; a producer used by several kernels or by @main itself is
    //    not duplicated.
    if (fuseProducers)
      for (int64_t i = n - 1; i >= 0; --i) {
        if (graph.getRole(i) != PartitionRole::Fusable ||
            graph.getGroup(i) >= 0 || graph.isReturned(i) ||
            graph.getUsers(i).empty())
          continue;
        int64_t g = graph.getGroup(graph.getUsers(i).front());
        if (g < 0 || graph.getGroupRoot(g) < 0)
          continue;
        if (llvm::any_of(graph.getUsers(i),
                         [&](unsigned u) { return graph.getGroup(u) != g; }))
          continue;
        if (graph.canJoin(g, i))
          graph.addToGroup(i, g);
      }

    // 4. What is left forms elementwise chains: an op joins the chains it
    //    reads from (merging them), or starts one.
    for (unsigned i = 0; i < n; ++i) {
      if (!isMember(i) || graph.getGroup(i) >= 0)
        continue;
      int64_t joined = -1;
      if (formChains)
        for (int64_t g : rootGroupsOfProducers(i, /*withRoot=*/false)) {
          if (joined < 0) {
            if (graph.canJoin(g, i)) {
              graph.addToGroup(i, g);
              joined = g;
            }
          } else if (graph.canMergeGroups(joined, g)) {
            graph.mergeGroups(joined, g);
          }
        }
      if (joined < 0)
        graph.createGroup(i);
    }

    // Number groups densely in program order of their first op.
    SmallVector<std::pair<unsigned, int64_t>> firstOps;
    for (int64_t g = 0, e = graph.getNumGroupIds(); g < e; ++g)
      if (graph.isLiveGroup(g))
        firstOps.push_back({*llvm::min_element(graph.getGroupOps(g)), g});
    llvm::sort(firstOps);
    Builder builder(&getContext());
    for (auto [id, entry] : llvm::enumerate(firstOps))
      for (unsigned i : graph.getGroupOps(entry.second))
        graph.getOp(i)->setAttr(KgenDialect::kFusionGroupAttrName,
                                builder.getI64IntegerAttr(id));
  }
};
} // namespace
