; Atomic helpers: the new value that an atom/red operation computes from the old one, for the
; operations that LLVM's SPIR-V backend has no atomic instruction for (they run in a
; compare-and-swap loop). See README.md for the rules.

; atom.inc.u32: ((old >= b) ? 0 : old + 1)
define linkonce_odr i32 @__zluda_atom_inc_u32(i32 %old, i32 %b) alwaysinline {
  %wrap = icmp uge i32 %old, %b
  %inc = add i32 %old, 1
  %r = select i1 %wrap, i32 0, i32 %inc
  ret i32 %r
}

; atom.dec.u32: (((old == 0) || (old > b)) ? b : old - 1)
define linkonce_odr i32 @__zluda_atom_dec_u32(i32 %old, i32 %b) alwaysinline {
  %zero = icmp eq i32 %old, 0
  %above = icmp ugt i32 %old, %b
  %wrap = or i1 %zero, %above
  %dec = sub i32 %old, 1
  %r = select i1 %wrap, i32 %b, i32 %dec
  ret i32 %r
}

; A subnormal f32 (as bits) flushed to a zero of the same sign.
define linkonce_odr i32 @__zluda_atom_ftz_f32(i32 %x) alwaysinline {
  %exp = and i32 %x, 2139095040
  %sub = icmp eq i32 %exp, 0
  %sign = and i32 %x, -2147483648
  %r = select i1 %sub, i32 %sign, i32 %x
  ret i32 %r
}

; atom.add.f32: round to nearest even, subnormal inputs and results flushed to signed zero.
define linkonce_odr i32 @__zluda_atom_add_f32_ftz(i32 %a, i32 %b) alwaysinline {
  %a1 = call i32 @__zluda_atom_ftz_f32(i32 %a)
  %b1 = call i32 @__zluda_atom_ftz_f32(i32 %b)
  %fa = bitcast i32 %a1 to float
  %fb = bitcast i32 %b1 to float
  %sum = fadd float %fa, %fb
  %bits = bitcast float %sum to i32
  %r = call i32 @__zluda_atom_ftz_f32(i32 %bits)
  ret i32 %r
}

; atom.add.noftz.bf16: the sum of two bf16 is computed exactly or far from a bf16 rounding
; boundary in f32, so one rounding to bf16 (nearest even) gives the correctly rounded sum.
define linkonce_odr i16 @__zluda_atom_add_bf16(i16 %a, i16 %b) alwaysinline {
  %a32 = zext i16 %a to i32
  %b32 = zext i16 %b to i32
  %ash = shl i32 %a32, 16
  %bsh = shl i32 %b32, 16
  %fa = bitcast i32 %ash to float
  %fb = bitcast i32 %bsh to float
  %sum = fadd float %fa, %fb
  %bits = bitcast float %sum to i32
  %mag = and i32 %bits, 2147483647
  %nan = icmp ugt i32 %mag, 2139095040
  %hi = lshr i32 %bits, 16
  %quiet = or i32 %hi, 64
  %lsb = and i32 %hi, 1
  %bias = add i32 %lsb, 32767
  %rounded = add i32 %bits, %bias
  %rhi = lshr i32 %rounded, 16
  %r32 = select i1 %nan, i32 %quiet, i32 %rhi
  %r = trunc i32 %r32 to i16
  ret i16 %r
}

; atom.add.noftz.bf16x2: two independent bf16 sums.
define linkonce_odr i32 @__zluda_atom_add_bf16x2(i32 %a, i32 %b) alwaysinline {
  %alo = trunc i32 %a to i16
  %blo = trunc i32 %b to i16
  %ahi32 = lshr i32 %a, 16
  %bhi32 = lshr i32 %b, 16
  %ahi = trunc i32 %ahi32 to i16
  %bhi = trunc i32 %bhi32 to i16
  %lo = call i16 @__zluda_atom_add_bf16(i16 %alo, i16 %blo)
  %hi = call i16 @__zluda_atom_add_bf16(i16 %ahi, i16 %bhi)
  %lo32 = zext i16 %lo to i32
  %hi32 = zext i16 %hi to i32
  %hish = shl i32 %hi32, 16
  %r = or i32 %lo32, %hish
  ret i32 %r
}

; atom.add.noftz.f16x2: two independent f16 sums (round to nearest even, subnormals kept).
define linkonce_odr i32 @__zluda_atom_add_f16x2(i32 %a, i32 %b) alwaysinline {
  %va = bitcast i32 %a to <2 x half>
  %vb = bitcast i32 %b to <2 x half>
  %sum = fadd <2 x half> %va, %vb
  %r = bitcast <2 x half> %sum to i32
  ret i32 %r
}
