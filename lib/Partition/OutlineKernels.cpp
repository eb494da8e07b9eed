//===- OutlineKernels.cpp - one function per fusion group -----------------===//
//
// Part of kgen.
//
//===----------------------------------------------------------------------===//

#include "kgen/Partition/Partition.h"
#include "kgen/Partition/Passes.h"

#include "mlir/Analysis/TopologicalSortUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"

#include <map>

namespace mlir {
namespace kgen {
#define GEN_PASS_DEF_OUTLINEKERNELS
#include "kgen/Partition/Passes.h.inc"
} // namespace kgen
} // namespace mlir

using namespace mlir;
using namespace mlir::kgen;

static constexpr StringLiteral kPassName = "kgen-outline-kernels";

namespace {
struct OutlineKernelsPass
    : public kgen::impl::OutlineKernelsBase<OutlineKernelsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    func::FuncOp func = lookupEntryFunction(module, entry, kPassName);
    if (!func)
      return signalPassFailure();
    Block &body = func.getBody().front();

    // Roles: grouped ops are members; copy-like and recomputable ops
    // without a group are cloned; roots and elementwise ops need a group.
    SmallVector<PartitionRole> roles;
    for (Operation &op : body.without_terminator()) {
      PartitionRole role = getPartitionRole(&op);
      if (op.hasAttr(KgenDialect::kFusionGroupAttrName)) {
        role = role == PartitionRole::Root ? PartitionRole::Root
                                           : PartitionRole::Fusable;
      } else if (role == PartitionRole::CopyLike ||
                 role == PartitionRole::Recomputable) {
        role = PartitionRole::Cloneable;
      } else if (role == PartitionRole::Root ||
                 role == PartitionRole::Fusable) {
        op.emitError() << kPassName << ": '" << op.getName()
                       << "' has no kgen.fusion_group; run "
                          "--kgen-annotate-fusion-groups first, or give it "
                          "one";
        return signalPassFailure();
      }
      roles.push_back(role);
    }

    FusionGraph graph(body, roles);
    std::map<int64_t, int64_t> groupOfId;
    SmallVector<int64_t> idOfGroup;
    for (unsigned i = 0, e = graph.getNumOps(); i < e; ++i) {
      auto attr = graph.getOp(i)->getAttrOfType<IntegerAttr>(
          KgenDialect::kFusionGroupAttrName);
      if (!attr)
        continue;
      auto it = groupOfId.find(attr.getInt());
      if (it == groupOfId.end()) {
        groupOfId[attr.getInt()] = graph.createGroup(i);
        idOfGroup.push_back(attr.getInt());
      } else {
        graph.addToGroup(i, it->second);
      }
    }
    if (failed(graph.verifyGroups(kPassName, idOfGroup)))
      return signalPassFailure();

    // Which kernel each op goes into (by group id).
    DenseMap<Operation *, int64_t> owner;
    for (unsigned i = 0, e = graph.getNumOps(); i < e; ++i)
      if (graph.getGroup(i) >= 0)
        owner[graph.getOp(i)] = idOfGroup[graph.getGroup(i)];

    // Give every cloned op one copy per kernel that uses it (users come
    // later in the block, so a reverse walk sees them first); the original
    // stays only for the function's own uses.
    SmallVector<Operation *> clonedOriginals;
    for (unsigned i = graph.getNumOps(); i-- > 0;) {
      if (graph.getRole(i) != PartitionRole::Cloneable)
        continue;
      Operation *op = graph.getOp(i);
      std::map<int64_t, SmallVector<OpOperand *>> usesByKernel;
      bool usedByMain = false;
      for (OpOperand &use : op->getUses()) {
        Operation *user = body.findAncestorOpInBlock(*use.getOwner());
        auto it = owner.find(user);
        if (it == owner.end())
          usedByMain = true;
        else
          usesByKernel[it->second].push_back(&use);
      }
      if (!usedByMain && usesByKernel.size() == 1) {
        owner[op] = usesByKernel.begin()->first;
        continue;
      }
      clonedOriginals.push_back(op);
      OpBuilder builder(op);
      for (auto &[id, uses] : usesByKernel) {
        Operation *copy = builder.clone(*op);
        owner[copy] = id;
        for (OpOperand *use : uses)
          use->set(
              copy->getResult(cast<OpResult>(use->get()).getResultNumber()));
      }
    }

    // The ops of each kernel, in program order.
    std::map<int64_t, SmallVector<Operation *>> kernels;
    for (Operation &op : body.without_terminator()) {
      auto it = owner.find(&op);
      if (it != owner.end())
        kernels[it->second].push_back(&op);
    }

    SymbolTable symbolTable(module);
    Operation *insertAfter = func;
    for (auto &[id, members] : kernels) {
      Operation *root = nullptr;
      for (Operation *op : members)
        if (getPartitionRole(op) == PartitionRole::Root &&
            op->hasAttr(KgenDialect::kFusionGroupAttrName))
          root = op;
      insertAfter =
          outline(module, symbolTable, insertAfter, body, id, root, members);
    }

    // Originals of cloned ops that nothing uses any more.
    for (Operation *op : clonedOriginals)
      if (op->use_empty() && isOpTriviallyDead(op))
        op->erase();
    if (!sortTopologically(&body)) {
      func.emitError() << kPassName
                       << ": internal error: the outlined function has a "
                          "cycle";
      return signalPassFailure();
    }
  }

  /// Outlines `members` (the ops of kernel `id`, in program order) into a
  /// new function inserted after `insertAfter`; returns that function.
  Operation *outline(ModuleOp module, SymbolTable &symbolTable,
                     Operation *insertAfter, Block &body, int64_t id,
                     Operation *root, ArrayRef<Operation *> members) {
    MLIRContext *context = module.getContext();
    llvm::SmallPtrSet<Operation *, 16> memberSet(members.begin(),
                                                 members.end());
    auto isInside = [&](Operation *user) {
      return memberSet.contains(body.findAncestorOpInBlock(*user));
    };

    // Arguments: values from outside, in order of first use.
    llvm::SetVector<Value> inputs;
    for (Operation *op : members)
      op->walk<WalkOrder::PreOrder>([&](Operation *nested) {
        for (Value operand : nested->getOperands()) {
          if (auto arg = dyn_cast<BlockArgument>(operand)) {
            if (arg.getOwner() == &body)
              inputs.insert(operand);
            continue;
          }
          if (!isInside(operand.getDefiningOp()))
            inputs.insert(operand);
        }
      });
    // Results: values used outside, in program order.
    SmallVector<Value> outputs;
    for (Operation *op : members)
      for (Value result : op->getResults())
        if (llvm::any_of(result.getUsers(),
                         [&](Operation *user) { return !isInside(user); }))
          outputs.push_back(result);

    Location loc = root ? root->getLoc() : members.front()->getLoc();
    std::string name = (cast<func::FuncOp>(body.getParentOp()).getSymName() +
                        "_k" + Twine(id) + "_" + getKernelRootName(root))
                           .str();
    auto type =
        FunctionType::get(context, ValueRange(inputs.getArrayRef()).getTypes(),
                          ValueRange(outputs).getTypes());
    auto kernel = func::FuncOp::create(loc, name, type);
    kernel.setPrivate();
    kernel->setAttr(KgenDialect::kKernelAttrName, UnitAttr::get(context));
    symbolTable.insert(kernel, std::next(Block::iterator(insertAfter)));

    Block *entryBlock = new Block();
    kernel.getBody().push_back(entryBlock);
    IRMapping mapping;
    for (Value input : inputs)
      mapping.map(input,
                  entryBlock->addArgument(input.getType(), input.getLoc()));
    OpBuilder builder = OpBuilder::atBlockEnd(entryBlock);
    for (Operation *op : members)
      builder.clone(*op, mapping);
    SmallVector<Value> returned;
    for (Value output : outputs)
      returned.push_back(mapping.lookup(output));
    func::ReturnOp::create(builder, loc, returned);
    kernel.walk([](Operation *op) {
      op->removeAttr(KgenDialect::kFusionGroupAttrName);
    });

    // The call replaces the members at the place of the first grouped one
    // (not a clone, which may sit far above); the caller is sorted
    // afterwards, which keeps the calls in kernel order where their
    // operands allow.
    builder.setInsertionPoint(*llvm::find_if(members, [](Operation *op) {
      return op->hasAttr(KgenDialect::kFusionGroupAttrName);
    }));
    auto call =
        func::CallOp::create(builder, loc, kernel, inputs.getArrayRef());
    for (auto [output, result] : llvm::zip(outputs, call.getResults()))
      output.replaceUsesWithIf(
          result, [&](OpOperand &use) { return !isInside(use.getOwner()); });
    for (Operation *op : llvm::reverse(members))
      op->erase();
    return kernel;
  }
};
} // namespace
