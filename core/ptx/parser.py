"""A parser for PTX as nvcc, NVRTC and Numba emit it (ISA 7.x to 9.x).

One regular expression splits the text into tokens; a recursive-descent parser builds the nodes of
:mod:`zluda.ptx.ast`. It knows the grammar of PTX, not the meaning of instructions: modifiers are
sorted into types, state spaces, vector widths and plain flags, in whatever order they appear.
Debug sections and directives that carry no meaning for us are accepted and dropped.
"""

from __future__ import annotations

import re
import struct

from . import ast
from .abi import WARP_SIZE
from .errors import PtxSyntaxError, PtxUnsupportedError, Source
from .traits import TEXTURE_OPCODES
from .types import TYPES

# Each match is one token with the spaces and comments before it: a separate match for each
# gap between tokens would double the matches, and the loop over them is most of the time
# that tokenizing takes.
_TOKEN = re.compile(
    r"""
    (?:\s+|//[^\n]*|/\*.*?\*/)*
    (?:(?P<float>0[fF][0-9a-fA-F]{8}(?![0-9A-Za-z_])|0[dD][0-9a-fA-F]{16}(?![0-9A-Za-z_])
      |[0-9]+\.[0-9]*(?:[eE][+-]?[0-9]+)?|[0-9]+[eE][+-]?[0-9]+)
   |(?P<int>0[xX][0-9a-fA-F]+U?|0[bB][01]+U?|[0-9]+U?)
   |(?P<dir>\.(?:[A-Za-z_]|[0-9]+[A-Za-z])[A-Za-z0-9_$]*(?:::[A-Za-z0-9_]+)*)
   |(?P<id>[A-Za-z_$%][A-Za-z0-9_$]*)
   |(?P<str>"(?:[^"\\\n]|\\.)*")
   |(?P<punct>[{}\[\]();,:<>@!|+\-*/=&^~?])
   |(?P<bad>.)
   |(?P<eof>\Z))
    """,
    re.X | re.S,
)

_SPACES = {
    "global": "global", "shared": "shared", "shared::cta": "shared", "shared::cluster": "shared",
    "local": "local", "const": "const", "param": "param", "param::entry": "param",
    "param::func": "param", "tex": "tex",
}
_DECL_SPACES = {"reg", "sreg", "param", "local", "shared", "const", "global", "tex"}
_LINKAGES = {"extern", "visible", "weak", "common"}
_PERF_DIRECTIVES = {
    "maxntid", "reqntid", "minnctapersm", "maxnctapersm", "maxnreg", "noreturn", "explicitcluster",
    "reqnctapercluster", "maxclusterrank", "blocksareclusters",
}
_VEC = {"v2": 2, "v4": 4, "v8": 8}
_COMPONENTS = (".x", ".y", ".z", ".w", ".r", ".g", ".b", ".a")
# The byte and half-word selectors and masks of video instructions (%r1.b0, %r2.h10, %r3.b3210)
_VIDEO_SELECTOR = re.compile(r"\.(b[0-7]{1,4}|h[0-3]{1,2})")
_BAD_OCTAL = re.compile(r"0[0-7]*[89]")
_VERSION = re.compile(r"\d{1,4}\.\d{1,4}")
MAX_NESTING = 64  # initializer braces and expression parentheses (blocks nest without limit)


class _Tokens:
    __slots__ = ("kinds", "texts", "poss", "i", "n", "source")

    def __init__(self, source: Source) -> None:
        kinds: list[str] = []
        texts: list[str] = []
        poss: list[int] = []
        for m in _TOKEN.finditer(source.text):
            kind = m.lastgroup
            if kind == "eof":
                break
            text = m.group(kind)
            if kind == "bad":
                raise PtxSyntaxError(_bad_character(text), source, m.start(kind))
            if kind == "int":
                if _BAD_OCTAL.match(text):
                    raise PtxSyntaxError(f"malformed octal integer '{text}'", source,
                                         m.start(kind))
                if not _fits_64_bits(text):
                    shown = text if len(text) <= 40 else text[:37] + "..."
                    raise PtxSyntaxError(f"the integer {shown} does not fit in 64 bits", source,
                                         m.start(kind))
            kinds.append(kind)
            texts.append(text)
            poss.append(m.start(kind))
        kinds.append("eof")
        texts.append("")
        poss.append(len(source.text))
        self.kinds, self.texts, self.poss = kinds, texts, poss
        self.i = 0
        self.n = len(kinds)
        self.source = source


def _bad_character(c: str) -> str:
    code = ord(c)
    if 0xDC80 <= code <= 0xDCFF:  # a byte that is not UTF-8 (decoded with surrogateescape)
        return f"unexpected byte 0x{code - 0xDC00:02x}: PTX is ASCII text"
    if code >= 0x80:
        return f"unexpected character U+{code:04X}: PTX is ASCII text"
    return f"unexpected character {c!r}"


_DIGITS_IN_64_BITS = {16: 16, 2: 64, 8: 22, 10: 20}


def _fits_64_bits(text: str) -> bool:
    """Whether an integer literal is below 2**64 (counted before it is converted, so that a
    literal of thousands of digits costs nothing)."""
    text = text.rstrip("U")
    base, digits = 10, text
    if len(text) > 1 and text[0] == "0":
        base, digits = {"x": (16, text[2:]), "X": (16, text[2:]), "b": (2, text[2:]),
                        "B": (2, text[2:])}.get(text[1], (8, text[1:]))
    digits = digits.lstrip("0")
    if len(digits) > _DIGITS_IN_64_BITS[base]:
        return False
    return not digits or int(digits, base) < 1 << 64


class Parser:
    def __init__(self, text: str, name: str = "<ptx>") -> None:
        self.source = Source(text, name)
        self.t = _Tokens(self.source)
        self.depth = 0  # of nested initializer braces and expression parentheses

    # -- token helpers -------------------------------------------------------------------------

    def error(self, message: str, pos: int | None = None) -> PtxSyntaxError:
        t = self.t
        return PtxSyntaxError(message, self.source, t.poss[t.i] if pos is None else pos)

    def peek(self) -> str:
        return self.t.texts[self.t.i]

    def kind(self) -> str:
        return self.t.kinds[self.t.i]

    def pos(self) -> int:
        return self.t.poss[self.t.i]

    def next(self) -> str:
        t = self.t
        text = t.texts[t.i]
        t.i += 1
        return text

    def accept(self, text: str) -> bool:
        t = self.t
        if t.texts[t.i] == text:
            t.i += 1
            return True
        return False

    def expect(self, text: str) -> None:
        t = self.t
        if t.texts[t.i] != text:
            got = t.texts[t.i] or "end of file"
            raise self.error(f"expected '{text}', found '{got}'")
        t.i += 1

    def expect_kind(self, kind: str, what: str) -> str:
        t = self.t
        if t.kinds[t.i] != kind:
            got = t.texts[t.i] or "end of file"
            raise self.error(f"expected {what}, found '{got}'")
        text = t.texts[t.i]
        t.i += 1
        return text

    def parse_int(self) -> int:
        negative = self.accept("-")
        text = self.expect_kind("int", "an integer")
        value = _int_value(text)
        return -value if negative else value

    # -- module --------------------------------------------------------------------------------

    def parse_module(self) -> ast.Module:
        module = ast.Module(version=(0, 0), target=[], address_size=64, functions=[], variables=[])
        seen_version = False
        while self.kind() != "eof":
            pos = self.pos()
            word = self.peek()
            if word == ".version":
                self.next()
                text = self.next()
                major, _, minor = text.partition(".")
                if not _VERSION.fullmatch(text):
                    raise self.error(f"malformed .version '{text[:20]}'", pos)
                module.version = (int(major), int(minor))
                seen_version = True
            elif word == ".target":
                self.next()
                module.target.append(self.expect_kind("id", "a target name"))
                while self.accept(","):
                    module.target.append(self.expect_kind("id", "a target name"))
            elif word == ".address_size":
                self.next()
                module.address_size = self.parse_int()
                if module.address_size != 64:
                    raise self.error("only .address_size 64 is supported", pos)
            elif word == ".file":
                self.next()
                index = self.parse_int()
                module.files[index] = self.expect_kind("str", "a file name")[1:-1]
                while self.accept(","):
                    self.next()
            elif word == ".section":
                self.skip_section()
            elif word == ".pragma":
                self.next()
                self.expect_kind("str", "a pragma string")
                self.expect(";")
            elif word in (".entry", ".func") or word in (".visible", ".extern", ".weak", ".common"):
                self.parse_linkage_item(module)
            elif word[1:] in _DECL_SPACES and word.startswith("."):
                module.variables.append(self.parse_variable_decl(None))
                self.parse_more_declarators(module.variables[-1], module.variables)
                self.expect(";")
            elif word == ".alias":
                raise self.error(".alias is not supported")
            else:
                raise self.error(f"unexpected '{word or 'end of file'}' at module scope")
        if not seen_version:
            raise PtxSyntaxError("missing .version directive", self.source, 0)
        return module

    def skip_section(self) -> None:
        self.next()  # .section
        self.next()  # section name
        self.expect("{")
        depth = 1
        t = self.t
        while depth:
            text = t.texts[t.i]
            if t.kinds[t.i] == "eof":
                raise self.error("unterminated .section")
            if text == "{":
                depth += 1
            elif text == "}":
                depth -= 1
            t.i += 1

    def parse_linkage_item(self, module: ast.Module) -> None:
        start = self.pos()
        linkage = None
        while self.peek()[1:] in _LINKAGES and self.peek().startswith("."):
            linkage = self.next()[1:]
        word = self.peek()
        if word in (".entry", ".func"):
            module.functions.append(self.parse_function(linkage, start))
        else:
            module.variables.append(self.parse_variable_decl(linkage))
            self.parse_more_declarators(module.variables[-1], module.variables)
            self.expect(";")

    def parse_function(self, linkage: str | None, start: int) -> ast.Function:
        kind = self.next()[1:]
        returns: list[ast.Variable] = []
        if kind == "func" and self.peek() == "(":
            returns = self.parse_param_list()
        name_pos = self.pos()
        name = self.expect_kind("id", "a function name")
        params = self.parse_param_list() if self.peek() == "(" else []
        directives: dict[str, object] = {}
        while self.peek().startswith(".") and self.peek()[1:] in _PERF_DIRECTIVES:
            directive = self.next()[1:]
            values: list[int] = []
            if self.kind() == "int":
                values.append(self.parse_int())
                while self.accept(","):
                    values.append(self.parse_int())
            directives[directive] = values
        while self.peek() == ".pragma":
            self.next()
            self.expect_kind("str", "a pragma string")
            self.expect(";")
        if self.accept(";"):
            body = None
        else:
            body = self.parse_block_body()
        del start
        return ast.Function(kind, name, name_pos, linkage, params, returns, body, directives)

    def parse_param_list(self) -> list[ast.Variable]:
        self.expect("(")
        params: list[ast.Variable] = []
        if self.accept(")"):
            return params
        while True:
            params.append(self.parse_variable_decl(None, in_signature=True))
            if self.accept(")"):
                return params
            self.expect(",")

    # -- declarations --------------------------------------------------------------------------

    def parse_variable_decl(self, linkage: str | None, in_signature: bool = False) -> ast.Variable:
        pos = self.pos()
        space = self.next()
        if not space.startswith(".") or space[1:] not in _DECL_SPACES:
            raise self.error(f"expected a state space, found '{space}'", pos)
        space = space[1:]
        align = None
        vec = 1
        vtype = None
        ptr_space = None
        managed = False
        while self.kind() == "dir":
            word = self.peek()[1:]
            if word == "align":
                self.next()
                apos = self.pos()
                align = self.parse_int()
                if align <= 0 or align & (align - 1):
                    raise self.error(f".align {align} is not a power of two", apos)
            elif word in _VEC:
                self.next()
                vec = _VEC[word]
            elif word in TYPES:
                self.next()
                vtype = TYPES[word]
            elif word == "ptr":
                self.next()
            elif word in _SPACES and vtype is not None:
                self.next()
                ptr_space = _SPACES[word]
            elif word in ("texref", "samplerref", "surfref"):
                self.next()
                vtype = TYPES["b64"]
                space = "tex"
            elif word in ("attribute", "managed", "unified"):
                self.next()
                managed = managed or word == "managed"
                if self.accept("("):
                    while not self.accept(")"):
                        managed = managed or self.next() == ".managed"
            elif word in _LINKAGES:
                self.next()
                linkage = word
            else:
                raise self.error(f"unexpected '{self.peek()}' in a declaration")
        if vtype is None:
            raise self.error("expected a type in the declaration")
        var = ast.Variable(space, vtype, "", pos, vec=vec, align=align, linkage=linkage,
                           ptr_space=ptr_space, managed=managed)
        return self.parse_declarator(var, in_signature)

    def parse_declarator(self, var: ast.Variable, in_signature: bool = False) -> ast.Variable:
        """The name part of a declaration, with its count, dimensions and initializer."""
        var.pos = self.pos()
        var.name = self.expect_kind("id", "a name")
        if self.accept("<"):
            var.count = self.parse_int()
            self.expect(">")
        while self.accept("["):
            if self.accept("]"):
                var.dims.append(None)
            else:
                dpos = self.pos()
                var.dims.append(self.parse_int())
                if var.dims[-1] < 0:
                    raise self.error("an array size cannot be negative", dpos)
                self.expect("]")
        if not in_signature and self.accept("="):
            var.init = self.parse_initializer(var)
        return var

    def parse_more_declarators(self, first: ast.Variable, out: list) -> None:
        """``.reg .pred p, q, r;``: each further name declares a variable like the first."""
        while self.accept(","):
            out.append(self.parse_declarator(ast.Variable(
                first.space, first.type, "", first.pos, vec=first.vec, align=first.align,
                linkage=first.linkage, ptr_space=first.ptr_space)))

    def parse_initializer(self, var: ast.Variable) -> list[object]:
        values: list[object] = []
        self._parse_init_item(values)
        if var.dims and var.dims[0] is None:
            count = len(values) // var.vec if var.vec else len(values)
            inner = 1
            for d in var.dims[1:]:
                inner *= d or 1
            var.dims[0] = max(count // inner, 1)
        return values

    def _parse_init_item(self, out: list[object]) -> None:
        pos = self.pos()
        if self.accept("{"):
            self.depth += 1
            if self.depth > MAX_NESTING:
                raise self.error(f"an initializer nested deeper than {MAX_NESTING} braces", pos)
            if self.accept("}"):
                self.depth -= 1
                return
            while True:
                self._parse_init_item(out)
                if self.accept("}"):
                    self.depth -= 1
                    return
                self.expect(",")
        pos = self.pos()
        kind = self.kind()
        if kind == "float":
            out.append(_float_value(self.next()))
        elif kind == "int" or self.peek() == "-":
            negative = self.accept("-")
            if self.kind() == "float":
                out.append(-_float_value(self.next()))
            else:
                value = _int_value(self.expect_kind("int", "an integer"))
                out.append(-value if negative else value)
        elif kind == "id":
            generic = False
            name = self.next()
            if name == "generic" and self.accept("("):
                generic = True
                name = self.expect_kind("id", "a variable name")
                self.expect(")")
            offset = 0
            while self.peek() in ("+", "-"):
                sign = -1 if self.next() == "-" else 1
                offset += sign * self.parse_int()
            out.append(ast.SymbolRef(name, offset, generic, pos))
        else:
            raise self.error(f"unexpected '{self.peek()}' in an initializer")

    # -- function bodies -----------------------------------------------------------------------

    def parse_block_body(self) -> list[ast.Statement]:
        """A function body: statements and nested ``{ }`` blocks, to any depth (kept on a stack
        of our own, not Python's)."""
        self.expect("{")
        body: list[ast.Statement] = []
        outer: list[list[ast.Statement]] = []
        t = self.t
        while True:
            kind = t.kinds[t.i]
            text = t.texts[t.i]
            pos = t.poss[t.i]
            if text == "}":
                t.i += 1
                if not outer:
                    return body
                body = outer.pop()
                continue
            if kind == "eof":
                raise self.error("unterminated function body: expected '}'")
            if text == "{":
                t.i += 1
                block = ast.Block([], pos)
                body.append(block)
                outer.append(body)
                body = block.body
            elif kind == "dir":
                word = text[1:]
                if word in _DECL_SPACES or word in _LINKAGES:
                    body.append(self.parse_variable_decl(None))
                    self.parse_more_declarators(body[-1], body)
                    self.expect(";")
                elif word == "loc":
                    self._skip_statement_line()
                elif word == "pragma":
                    t.i += 1
                    body.append(ast.Pragma(self.expect_kind("str", "a pragma string"), pos))
                    self.expect(";")
                elif word in ("file", "section"):
                    raise self.error(f".{word} is not allowed inside a function body")
                elif word == "callprototype" and body and isinstance(body[-1], ast.Label):
                    body.append(self.parse_call_prototype(body.pop()))
                elif word in ("branchtargets", "calltargets", "callprototype"):
                    raise PtxUnsupportedError(
                        f"'{text}' (indirect branches and calls) is not supported yet",
                        self.source, pos)
                else:
                    raise self.error(f"unexpected directive '{text}' in a function body")
            elif kind == "id" and t.texts[t.i + 1] == ":":
                t.i += 2
                body.append(ast.Label(text, pos))
            else:
                body.append(self.parse_instruction())

    def parse_call_prototype(self, label: ast.Label) -> ast.CallPrototype:
        """``label: .callprototype (.param .b32 _) _ (.param .b64 _, ...);``"""
        self.next()
        returns = self.parse_param_list() if self.peek() == "(" else []
        if self.next() != "_":
            raise self.error("a .callprototype names its function '_'")
        params = self.parse_param_list() if self.peek() == "(" else []
        while self.peek() in (".noreturn", ".abi_preserve", ".abi_preserve_control"):
            self.next()
            if self.kind() == "int":
                self.parse_int()
        self.expect(";")
        return ast.CallPrototype(label.name, returns, params, label.pos)

    def _skip_statement_line(self) -> None:
        # .loc file line col [, function_name label [+ imm], inlined_at file line col]
        t = self.t
        t.i += 1
        for _ in range(3):
            if t.kinds[t.i] == "int":
                t.i += 1
        while t.texts[t.i] == ",":
            t.i += 1
            while t.kinds[t.i] in ("id", "int") or t.texts[t.i] in ("+",):
                t.i += 1

    def parse_instruction(self) -> ast.Instruction:
        t = self.t
        pos = t.poss[t.i]
        guard = None
        if t.texts[t.i] == "@":
            t.i += 1
            negated = self.accept("!")
            gpos = self.pos()
            name = self.expect_kind("id", "a predicate register")
            guard = ast.Guard(ast.Reg(name, gpos), negated)
            pos = self.pos()
        if t.kinds[t.i] != "id":
            raise self.error(f"expected an instruction, found '{t.texts[t.i] or 'end of file'}'")
        opcode = t.texts[t.i]
        t.i += 1
        mods: list[str] = []
        types = []
        spaces: list[str] = []
        vec = 1
        flags = []
        kinds, texts = t.kinds, t.texts
        while kinds[t.i] == "dir":
            mod = texts[t.i][1:]
            t.i += 1
            mods.append(mod)
            typ = TYPES.get(mod)
            if typ is not None:
                types.append(typ)
                continue
            space = _SPACES.get(mod)
            if space is not None:
                spaces.append(space)
                continue
            v = _VEC.get(mod)
            if v is not None:
                vec = v
                continue
            flags.append(mod)
        if "tensor" in mods and opcode in ("cp", "prefetch"):  # [tensorMap, {x, y}] operands
            raise PtxUnsupportedError(
                f"instruction '{'.'.join((opcode, *mods))}' (tensor memory access, TMA) is not"
                " supported", self.source, pos)
        operands: list[ast.Operand] = []
        parse = self.parse_texture_operand if opcode in TEXTURE_OPCODES else \
            lambda: [self.parse_operand()]
        if texts[t.i] != ";":
            operands.extend(parse())
            while texts[t.i] == ",":
                t.i += 1
                operands.extend(parse())
        if texts[t.i] != ";":
            raise self.error(f"expected ';' after the operands of '{opcode}', found '{texts[t.i]}'")
        t.i += 1
        return ast.Instruction(opcode, tuple(mods), tuple(types), tuple(spaces), vec, operands,
                               guard, pos, frozenset(flags))

    def parse_texture_operand(self) -> list[ast.Operand]:
        """An operand of a texture or surface instruction, where ``[handle, {x, y}]`` (or
        ``[handle]`` for queries) stands for the handle and the coordinates: they become two
        operands (one). The independent mode's ``[texture, sampler, {x, y}]`` is refused."""
        t = self.t
        if t.texts[t.i] != "[":
            return [self.parse_operand()]
        pos = t.poss[t.i]
        t.i += 1
        parts = [self.parse_operand()]
        while self.accept(","):
            parts.append(self.parse_operand())
        self.expect("]")
        if len(parts) > 2:
            raise PtxUnsupportedError(
                "a separate sampler ([texture, sampler, coordinates]: the independent texture"
                " mode) is not supported; only texture objects are", self.source, pos)
        return parts

    def parse_operand(self) -> ast.Operand:
        t = self.t
        text = t.texts[t.i]
        pos = t.poss[t.i]
        if text == "[":
            t.i += 1
            return self.parse_address(pos)
        if text == "{":
            t.i += 1
            elements = [self.parse_element()]
            while self.accept(","):
                elements.append(self.parse_element())
            self.expect("}")
            return ast.Vector(elements, pos)
        if text == "(":
            t.i += 1
            items: list[ast.Operand] = []
            if not self.accept(")"):
                items.append(self.parse_element())
                while self.accept(","):
                    items.append(self.parse_element())
                self.expect(")")
            return ast.ParenList(items, pos)
        if text == "!":
            t.i += 1
            return ast.Negated(self.parse_simple_operand(), pos)
        if text == "-" and t.kinds[t.i + 1] == "id":
            t.i += 1
            return ast.Negated(self.parse_simple_operand(), pos, minus=True)
        operand = self.parse_simple_operand()
        if t.texts[t.i] == "|":
            t.i += 1
            return ast.PredPair(operand, self.parse_simple_operand(), pos)
        return operand

    def parse_element(self) -> ast.Operand:
        """An element of a vector or of a parenthesized list: a scalar operand (vectors and
        lists do not nest)."""
        if self.peek() in ("{", "(", "["):
            raise self.error(f"'{self.peek()}' cannot start an element of a vector or a list")
        return self.parse_simple_operand()

    def parse_simple_operand(self) -> ast.Operand:
        t = self.t
        kind = t.kinds[t.i]
        text = t.texts[t.i]
        pos = t.poss[t.i]
        if kind == "id":
            t.i += 1
            if text == "_":
                return ast.Sink(pos)
            if text == "WARP_SZ":  # PTX's predefined constant: the warp size
                return ast.Imm(WARP_SIZE, pos)
            component = None
            if t.kinds[t.i] == "dir" and (t.texts[t.i] in _COMPONENTS
                                          or _VIDEO_SELECTOR.fullmatch(t.texts[t.i])):
                component = t.texts[t.i][1:]
                t.i += 1
            reg = ast.Reg(text, pos, component)
            if t.texts[t.i] == "+" and t.kinds[t.i + 1] == "int":
                # `var+4` as a mov source (address of a variable plus an offset)
                t.i += 1
                return ast.Address(reg, _int_value(self.next()), pos)
            return reg
        if kind == "int":
            t.i += 1
            return ast.Imm(_int_value(text), pos)
        if kind == "float":
            t.i += 1
            return _float_imm(text, pos)
        if text in ("-", "~"):
            prefix = []
            while t.texts[t.i] in ("-", "~"):
                prefix.append(t.texts[t.i])
                t.i += 1
            inner = self.parse_simple_operand()
            for op in reversed(prefix):
                if isinstance(inner, ast.Imm):
                    inner.value = -inner.value if op == "-" else ~inner.value
                elif isinstance(inner, ast.FloatImm) and op == "-":
                    inner = _negate_float(inner, pos)
                else:
                    raise self.error(f"'{op}' applies only to an immediate", pos)
            inner.pos = pos
            return inner
        if text == "(":
            # a parenthesized constant expression
            t.i += 1
            value = self.parse_const_expr()
            self.expect(")")
            return ast.Imm(value, pos)
        raise self.error(f"expected an operand, found '{text or 'end of file'}'")

    def parse_const_expr(self) -> int:
        value = self._const_term()
        while self.peek() in ("+", "-", "*", "/", "&", "|", "^", "<", ">"):
            op = self.next()
            if op in ("<", ">"):
                self.expect(op)
                op = op * 2
            rhs = self._const_term()
            value = _CONST_OPS[op](value, rhs)
        return value

    def _const_term(self) -> int:
        pos = self.pos()
        if self.accept("("):
            self.depth += 1
            if self.depth > MAX_NESTING:
                raise self.error(f"a constant expression nested deeper than {MAX_NESTING}"
                                 " parentheses", pos)
            value = self.parse_const_expr()
            self.expect(")")
            self.depth -= 1
            return value
        prefix = []
        while self.peek() in ("-", "~"):
            prefix.append(self.next())
        if prefix:
            value = self._const_term()
            for op in reversed(prefix):
                value = -value if op == "-" else ~value
            return value
        return _int_value(self.expect_kind("int", "an integer"))

    def parse_address(self, pos: int) -> ast.Address:
        t = self.t
        base = None
        offset = 0
        if t.kinds[t.i] == "id":
            base = ast.Reg(t.texts[t.i], t.poss[t.i])
            t.i += 1
        elif t.kinds[t.i] == "int" or t.texts[t.i] == "-":
            offset = self.parse_int()
        else:
            raise self.error(f"expected an address, found '{t.texts[t.i]}'")
        while t.texts[t.i] in ("+", "-"):
            sign = -1 if t.texts[t.i] == "-" else 1
            t.i += 1
            offset += sign * self.parse_int()
        self.expect("]")
        return ast.Address(base, offset, pos)


_CONST_OPS = {
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
    "/": lambda a, b: int(a / b), "&": lambda a, b: a & b, "|": lambda a, b: a | b,
    "^": lambda a, b: a ^ b, "<<": lambda a, b: a << b, ">>": lambda a, b: a >> b,
}


def _int_value(text: str) -> int:
    if text[-1] == "U":
        text = text[:-1]
    if len(text) > 1 and text[0] == "0":
        prefix = text[1]
        if prefix in "xX":
            return int(text[2:], 16)
        if prefix in "bB":
            return int(text[2:], 2)
        return int(text, 8)
    return int(text)


def _float_value(text: str) -> float:
    if text[0] == "0" and len(text) > 1 and text[1] in "fF":
        return struct.unpack("<f", struct.pack("<I", int(text[2:], 16)))[0]
    if text[0] == "0" and len(text) > 1 and text[1] in "dD":
        return struct.unpack("<d", struct.pack("<Q", int(text[2:], 16)))[0]
    return float(text)


def _float_imm(text: str, pos: int) -> ast.FloatImm:
    if text[0] == "0" and len(text) > 1 and text[1] in "fF":
        bits = int(text[2:], 16)
        return ast.FloatImm(_float_value(text), pos, bits=bits, width=32)
    if text[0] == "0" and len(text) > 1 and text[1] in "dD":
        bits = int(text[2:], 16)
        return ast.FloatImm(_float_value(text), pos, bits=bits, width=64)
    return ast.FloatImm(float(text), pos)


def _negate_float(imm: ast.FloatImm, pos: int) -> ast.FloatImm:
    bits = None
    if imm.bits is not None:
        bits = imm.bits ^ (1 << (imm.width - 1))
    return ast.FloatImm(-imm.value, pos, bits=bits, width=imm.width)


def first_token(text: str, token: str) -> int | None:
    """The offset of the first token ``token`` in PTX text (comments skipped), or None."""
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup
        if kind != "eof" and m.group(kind) == token:
            return m.start(kind)
    return None


def parse(text: str, name: str = "<ptx>") -> tuple[ast.Module, Source]:
    """Parse PTX text; raise :class:`PtxSyntaxError` with the line and column on bad input."""
    if "\x00" in text:
        text = text.rstrip("\x00")
        if "\x00" in text:
            raise PtxSyntaxError("NUL byte inside the PTX text", Source(text, name),
                                 text.index("\x00"))
    parser = Parser(text, name)
    return parser.parse_module(), parser.source
