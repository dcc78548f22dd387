; Integer helpers for core/ptx/isa/integer.py. See README.md for the rules.

; mul.hi.u64: the high 64 bits of the 128-bit product, from four 32x32->64 partial products.
; The middle column's carries come from llvm.uadd.with.overflow: LLVM 22 folds the textbook
; shift-and-mask formulation back into an i128 multiply, which the SPIR-V backend cannot select.
define linkonce_odr i64 @__zluda_mul_hi_u64(i64 %a, i64 %b) alwaysinline {
  %a_lo = and i64 %a, 4294967295
  %a_hi = lshr i64 %a, 32
  %b_lo = and i64 %b, 4294967295
  %b_hi = lshr i64 %b, 32
  %ll = mul i64 %a_lo, %b_lo
  %lh = mul i64 %a_lo, %b_hi
  %hl = mul i64 %a_hi, %b_lo
  %hh = mul i64 %a_hi, %b_hi
  ; mid = lh + hl, a 65-bit sum: its carry weighs 2^96, i.e. 2^32 in the high word
  %m = call {i64, i1} @llvm.uadd.with.overflow.i64(i64 %lh, i64 %hl)
  %mid = extractvalue {i64, i1} %m, 0
  %mid_carry = extractvalue {i64, i1} %m, 1
  ; low word = ll + (mid << 32); its carry goes into the high word
  %mid_lo = shl i64 %mid, 32
  %l = call {i64, i1} @llvm.uadd.with.overflow.i64(i64 %ll, i64 %mid_lo)
  %low_carry = extractvalue {i64, i1} %l, 1
  %mid_hi = lshr i64 %mid, 32
  %mc = zext i1 %mid_carry to i64
  %mc_hi = shl i64 %mc, 32
  %lc = zext i1 %low_carry to i64
  %r0 = add i64 %hh, %mid_hi
  %r1 = add i64 %r0, %mc_hi
  %r = add i64 %r1, %lc
  ret i64 %r
}

; mul.hi.s64: the unsigned high part, corrected for negative operands:
; hi_s(a, b) = hi_u(a, b) - (a < 0 ? b : 0) - (b < 0 ? a : 0)  (mod 2^64).
define linkonce_odr i64 @__zluda_mul_hi_s64(i64 %a, i64 %b) alwaysinline {
  %u = call i64 @__zluda_mul_hi_u64(i64 %a, i64 %b)
  %a_neg = icmp slt i64 %a, 0
  %b_neg = icmp slt i64 %b, 0
  %fix_a = select i1 %a_neg, i64 %b, i64 0
  %fix_b = select i1 %b_neg, i64 %a, i64 0
  %r0 = sub i64 %u, %fix_a
  %r = sub i64 %r0, %fix_b
  ret i64 %r
}

; The reversed nibble %n (0-15), from a 16-entry table packed in a 64-bit constant.
; (A table instead of shift-and-mask swaps: LLVM turns the swaps into llvm.bitreverse, which
; the SPIR-V backend selects only with SPV_KHR_bit_instructions.)
define linkonce_odr i32 @__zluda_brev_nibble(i32 %x, i32 %at, i32 %to) alwaysinline {
  %n = lshr i32 %x, %at
  %nm = and i32 %n, 15
  %bits = shl i32 %nm, 2
  %bits64 = zext i32 %bits to i64
  %t = lshr i64 -597899502893742976, %bits64   ; 0xF7B3D591E6A2C480
  %t32 = trunc i64 %t to i32
  %rev = and i32 %t32, 15
  %r = shl i32 %rev, %to
  ret i32 %r
}

; brev.b32: nibble i of the result is the reversed nibble 7 - i.
define linkonce_odr i32 @__zluda_brev_b32(i32 %a) alwaysinline {
  %n0 = call i32 @__zluda_brev_nibble(i32 %a, i32 0, i32 28)
  %n1 = call i32 @__zluda_brev_nibble(i32 %a, i32 4, i32 24)
  %n2 = call i32 @__zluda_brev_nibble(i32 %a, i32 8, i32 20)
  %n3 = call i32 @__zluda_brev_nibble(i32 %a, i32 12, i32 16)
  %n4 = call i32 @__zluda_brev_nibble(i32 %a, i32 16, i32 12)
  %n5 = call i32 @__zluda_brev_nibble(i32 %a, i32 20, i32 8)
  %n6 = call i32 @__zluda_brev_nibble(i32 %a, i32 24, i32 4)
  %n7 = call i32 @__zluda_brev_nibble(i32 %a, i32 28, i32 0)
  %r1 = or i32 %n0, %n1
  %r2 = or i32 %r1, %n2
  %r3 = or i32 %r2, %n3
  %r4 = or i32 %r3, %n4
  %r5 = or i32 %r4, %n5
  %r6 = or i32 %r5, %n6
  %r = or i32 %r6, %n7
  ret i32 %r
}

; brev.b64: reverse each 32-bit half and swap them.
define linkonce_odr i64 @__zluda_brev_b64(i64 %a) alwaysinline {
  %lo = trunc i64 %a to i32
  %hi64 = lshr i64 %a, 32
  %hi = trunc i64 %hi64 to i32
  %rlo = call i32 @__zluda_brev_b32(i32 %lo)
  %rhi = call i32 @__zluda_brev_b32(i32 %hi)
  %new_hi = zext i32 %rlo to i64
  %new_hi_s = shl i64 %new_hi, 32
  %new_lo = zext i32 %rhi to i64
  %r = or i64 %new_hi_s, %new_lo
  ret i64 %r
}

; One byte of prmt's generic form: %sel is a 4-bit selector (higher bits are ignored).
; Bits 0-2 pick byte 0-7 of {b, a}; bit 3 replicates that byte's sign bit over the byte.
define linkonce_odr i32 @__zluda_prmt_byte(i64 %src, i32 %sel) alwaysinline {
  %idx = and i32 %sel, 7
  %bits = shl i32 %idx, 3
  %bits64 = zext i32 %bits to i64
  %shifted = lshr i64 %src, %bits64
  %t = trunc i64 %shifted to i32
  %byte = and i32 %t, 255
  %sign_bit = and i32 %byte, 128
  %negative = icmp ne i32 %sign_bit, 0
  %sign = select i1 %negative, i32 255, i32 0
  %sx = and i32 %sel, 8
  %replicate = icmp ne i32 %sx, 0
  %r = select i1 %replicate, i32 %sign, i32 %byte
  ret i32 %r
}

; prmt.b32 (generic form): byte i of the result is chosen by bits 4i..4i+3 of %c.
define linkonce_odr i32 @__zluda_prmt(i32 %a, i32 %b, i32 %c) alwaysinline {
  %a64 = zext i32 %a to i64
  %b64 = zext i32 %b to i64
  %b_hi = shl i64 %b64, 32
  %src = or i64 %b_hi, %a64
  %c1 = lshr i32 %c, 4
  %c2 = lshr i32 %c, 8
  %c3 = lshr i32 %c, 12
  %y0 = call i32 @__zluda_prmt_byte(i64 %src, i32 %c)
  %y1 = call i32 @__zluda_prmt_byte(i64 %src, i32 %c1)
  %y2 = call i32 @__zluda_prmt_byte(i64 %src, i32 %c2)
  %y3 = call i32 @__zluda_prmt_byte(i64 %src, i32 %c3)
  %s1 = shl i32 %y1, 8
  %s2 = shl i32 %y2, 16
  %s3 = shl i32 %y3, 24
  %r01 = or i32 %y0, %s1
  %r012 = or i32 %r01, %s2
  %r = or i32 %r012, %s3
  ret i32 %r
}

declare {i64, i1} @llvm.uadd.with.overflow.i64(i64, i64)
