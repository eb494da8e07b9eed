//===- Partition.cpp - fusion groups of a model function ------------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Partition/Partition.h"

#include "Kgen/IR/KgenDialect.h"
#include "kgen/Analysis/OpClassification.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::kgen;

/// Whether `op` is the one heavy op of a kernel.
static bool isRoot(Operation *op) {
  if (isa<linalg::AggregatedOpInterface>(op))
    return true;
  if (std::optional<OpClass> opClass = classifyOp(op))
    return *opClass != OpClass::elementwise;
  // Structured ops that fit no class but reduce (e.g. non-permutation
  // indexing maps) are roots too.
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
    return linalgOp.getNumReductionLoops() > 0;
  return false;
}

/// Whether a linalg.generic only moves data: all loops parallel and a body
/// that yields input elements unchanged (a broadcast, transpose or gather
/// written as a generic).
static bool isCopyGeneric(linalg::GenericOp generic) {
  if (generic.getNumReductionLoops() != 0)
    return false;
  Block &block = generic.getRegion().front();
  if (!llvm::hasSingleElement(block.getOperations()))
    return false;
  for (Value yielded : block.getTerminator()->getOperands()) {
    auto arg = dyn_cast<BlockArgument>(yielded);
    if (!arg || arg.getOwner() != &block ||
        arg.getArgNumber() >= generic.getNumDpsInputs())
      return false;
  }
  return true;
}

static bool isCopyLike(Operation *op) {
  if (isa<tensor::PadOp, tensor::ExtractSliceOp, tensor::InsertSliceOp,
          tensor::ConcatOp, tensor::ExtractOp, tensor::FromElementsOp,
          tensor::SplatOp, linalg::FillOp, linalg::BroadcastOp,
          linalg::TransposeOp, linalg::CopyOp>(op))
    return true;
  if (auto generic = dyn_cast<linalg::GenericOp>(op))
    return isCopyGeneric(generic);
  return false;
}

PartitionRole mlir::kgen::getPartitionRole(Operation *op) {
  if (op->hasTrait<OpTrait::IsTerminator>())
    return PartitionRole::Terminator;
  if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp, tensor::ReshapeOp,
          tensor::CastOp, tensor::BitcastOp, CallOpInterface>(op))
    return PartitionRole::Main;
  if (op->hasTrait<OpTrait::ConstantLike>()) {
    Attribute value;
    if (op->getNumResults() == 1 &&
        matchPattern(op->getResult(0), m_Constant(&value)))
      if (auto elements = dyn_cast<ElementsAttr>(value))
        return elements.isSplat() ? PartitionRole::Cloneable
                                  : PartitionRole::Main;
    return PartitionRole::Cloneable;
  }
  if (isa<tensor::EmptyOp>(op))
    return PartitionRole::Cloneable;
  if (isRoot(op))
    return PartitionRole::Root;
  if (isCopyLike(op))
    return PartitionRole::CopyLike;
  if (isRecomputable(op))
    return PartitionRole::Recomputable;
  bool producesTensors = llvm::any_of(
      op->getResultTypes(), [](Type type) { return isa<ShapedType>(type); });
  if (!producesTensors && op->getNumRegions() == 0 && isPure(op))
    return PartitionRole::Cloneable;
  return PartitionRole::Fusable;
}

std::string mlir::kgen::getKernelRootName(Operation *root) {
  if (!root)
    return "elementwise";
  if (isa<linalg::GenericOp>(root)) {
    if (std::optional<OpClass> opClass = classifyOp(root))
      return stringifyOpClass(*opClass).str();
    return "generic";
  }
  std::string name = root->getName().stripDialect().str();
  std::replace(name.begin(), name.end(), '.', '_');
  return name;
}

func::FuncOp mlir::kgen::lookupEntryFunction(ModuleOp module, StringRef entry,
                                             StringRef passName) {
  auto func = module.lookupSymbol<func::FuncOp>(entry);
  if (!func) {
    module.emitError() << passName << ": the module has no function @" << entry
                       << " to partition (the pass option 'entry' names it)";
    return nullptr;
  }
  if (func.isExternal()) {
    func.emitError() << passName << ": @" << entry
                     << " is a declaration; there is nothing to partition";
    return nullptr;
  }
  if (!func.getBody().hasOneBlock()) {
    func.emitError() << passName << ": @" << entry << " has "
                     << func.getBody().getBlocks().size()
                     << " blocks; partitioning needs a single-block body";
    return nullptr;
  }
  return func;
}

//===----------------------------------------------------------------------===//
// FusionGraph
//===----------------------------------------------------------------------===//

FusionGraph::FusionGraph(Block &body, ArrayRef<PartitionRole> roleList)
    : roles(roleList) {
  DenseMap<Operation *, unsigned> index;
  for (Operation &op : body.without_terminator()) {
    index[&op] = ops.size();
    ops.push_back(&op);
  }
  assert(roles.size() == ops.size() && "one role per op");
  unsigned n = ops.size();
  users.resize(n);
  producers.resize(n);
  returned.assign(n, false);
  groupOf.assign(n, -1);

  for (unsigned i = 0; i < n; ++i) {
    if (roles[i] == PartitionRole::Cloneable)
      continue;
    // Follow uses through cloned ops, which belong to their users.
    SmallVector<Operation *> worklist{ops[i]};
    DenseSet<Operation *> seenClones;
    llvm::SmallSetVector<unsigned, 8> found;
    while (!worklist.empty()) {
      Operation *def = worklist.pop_back_val();
      for (Operation *user : def->getUsers()) {
        Operation *owner = body.findAncestorOpInBlock(*user);
        if (!owner)
          continue;
        if (owner->hasTrait<OpTrait::IsTerminator>()) {
          returned[i] = true;
          continue;
        }
        unsigned j = index.lookup(owner);
        if (j == i)
          continue;
        if (roles[j] == PartitionRole::Cloneable) {
          if (seenClones.insert(owner).second)
            worklist.push_back(owner);
          continue;
        }
        found.insert(j);
      }
    }
    users[i].assign(found.begin(), found.end());
    llvm::sort(users[i]);
    // Appended in ascending order of i: producer lists stay sorted.
    for (unsigned j : users[i])
      producers[j].push_back(i);
  }
}

int64_t FusionGraph::createGroup(unsigned i) {
  assert(groupOf[i] < 0 && "op already grouped");
  groups.emplace_back();
  int64_t g = groups.size() - 1;
  addToGroup(i, g);
  return g;
}

void FusionGraph::addToGroup(unsigned i, int64_t g) {
  assert(groupOf[i] < 0 && "op already grouped");
  groupOf[i] = g;
  groups[g].ops.push_back(i);
  if (roles[i] == PartitionRole::Root)
    groups[g].roots.push_back(i);
}

void FusionGraph::mergeGroups(int64_t into, int64_t from) {
  if (into == from)
    return;
  for (unsigned i : groups[from].ops) {
    groupOf[i] = into;
    groups[into].ops.push_back(i);
  }
  groups[into].roots.append(groups[from].roots);
  groups[from].ops.clear();
  groups[from].roots.clear();
}

SmallVector<unsigned> FusionGraph::nodeOps(int64_t node) const {
  if (node >= 0)
    return SmallVector<unsigned>(groups[node].ops);
  return {unsigned(-1 - node)};
}

bool FusionGraph::hasCycleThrough(ArrayRef<int64_t> set,
                                  int64_t *through) const {
  DenseSet<int64_t> inSet(set.begin(), set.end());
  DenseSet<int64_t> visited;
  SmallVector<int64_t> stack;
  // Pushes the successors of `node`; returns true when an edge from outside
  // the set enters it.
  auto visit = [&](int64_t node, bool outside) {
    for (unsigned i : nodeOps(node))
      for (unsigned j : users[i]) {
        int64_t next = nodeOf(j);
        if (inSet.contains(next)) {
          if (outside)
            return true;
          continue;
        }
        if (visited.insert(next).second)
          stack.push_back(next);
      }
    return false;
  };
  for (int64_t node : inSet)
    visit(node, /*outside=*/false);
  while (!stack.empty()) {
    int64_t node = stack.pop_back_val();
    if (visit(node, /*outside=*/true)) {
      if (through)
        *through = nodeOps(node).front();
      return true;
    }
  }
  return false;
}

bool FusionGraph::canJoin(int64_t g, unsigned i) const {
  int64_t node = nodeOf(i);
  if (node == g)
    return true;
  return !hasCycleThrough({g, node});
}

bool FusionGraph::canMergeGroups(int64_t a, int64_t b) const {
  if (a == b)
    return true;
  return !hasCycleThrough({a, b});
}

LogicalResult FusionGraph::verifyGroups(StringRef passName,
                                        ArrayRef<int64_t> groupIds) const {
  auto displayId = [&](int64_t g) {
    return groupIds.empty() ? g : groupIds[g];
  };
  for (int64_t g = 0, e = groups.size(); g < e; ++g) {
    const Group &group = groups[g];
    if (group.roots.size() < 2)
      continue;
    InFlightDiagnostic diag = ops[group.roots[1]]->emitError()
                              << passName << ": kgen.fusion_group "
                              << displayId(g)
                              << " holds a second root; a kernel has one root";
    diag.attachNote(ops[group.roots[0]]->getLoc())
        << "the group's first root is here";
    return failure();
  }
  for (int64_t g = 0, e = groups.size(); g < e; ++g) {
    if (groups[g].ops.empty())
      continue;
    int64_t through = -1;
    if (!hasCycleThrough({g}, &through))
      continue;
    Operation *first = ops[*llvm::min_element(groups[g].ops)];
    Operation *outside = ops[through];
    InFlightDiagnostic diag = first->emitError()
                              << passName << ": kgen.fusion_group "
                              << displayId(g) << " cannot be outlined: ";
    if (groupOf[through] >= 0)
      diag << "its results come back into it through kgen.fusion_group "
           << displayId(groupOf[through]);
    else
      diag << "its results come back into it through '" << outside->getName()
           << "', which is outside the group";
    diag.attachNote(outside->getLoc()) << "the op outside the group";
    return failure();
  }
  return success();
}
